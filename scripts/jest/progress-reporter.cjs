// Writes one line per finished test to the file JEST_PROGRESS_FILE names (nothing when unset). jest's --json report is
// written when the run ends; when `npm test` has to stop a run that overran its limit, these lines still say what
// passed and failed.
const { appendFileSync } = require('node:fs');

class ProgressReporter {
  onTestResult(_test, testResult) {
    const file = process.env.JEST_PROGRESS_FILE;
    if (!file) return;
    const lines = testResult.testResults.map((result) =>
      JSON.stringify({ title: result.fullName, status: result.status === 'pending' ? 'skipped' : result.status }),
    );
    // a suite that could not run at all (a compile error, a crash in set-up) has no test results: one failure
    if (testResult.testExecError) lines.push(JSON.stringify({ title: testResult.testFilePath, status: 'failed' }));
    if (lines.length > 0) appendFileSync(file, `${lines.join('\n')}\n`);
  }
}

module.exports = ProgressReporter;
