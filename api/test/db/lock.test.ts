import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DataDirLockedError, lockDataDir, processStartTime, type LockOwner } from '../../src/db/lock';

let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const lockPath = () => path.join(dataDir, 'api.lock');
const leaveLock = (owner: LockOwner) => writeFileSync(lockPath(), JSON.stringify(owner));

function sleepingChild(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child as ChildProcess & { pid: number };
}

/** Takes the lock and releases it at once: throws as lockDataDir would. */
function takeAndRelease() {
  const release = lockDataDir(dataDir);
  expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
  release();
  expect(existsSync(lockPath())).toBe(false);
}

describe('the DATA_DIR lock file', () => {
  it('takes over a lock naming our own pid that this process did not write (a container restarted after kill -9: pid 1 again)', () => {
    leaveLock({ pid: process.pid, host: hostname(), token: 'written-by-the-killed-process' });
    takeAndRelease();
  });

  it('takes over such a lock in the first format too (pid and host only)', () => {
    writeFileSync(lockPath(), `${process.pid}\n${hostname()}\n`);
    takeAndRelease();
  });

  it('refuses a lock held by another live process, saying which', () => {
    const child = sleepingChild();
    leaveLock({ pid: child.pid, host: hostname(), startTime: processStartTime(child.pid), token: 'the-child' });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`already in use by another API process \\(pid ${child.pid} `),
    );
  });

  it('refuses a second lock while this process holds the first, and allows one after release', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    takeAndRelease();
  });

  it('takes over a lock of a process that has exited', async () => {
    const child = sleepingChild();
    child.kill('SIGKILL');
    await once(child, 'exit');
    leaveLock({ pid: child.pid, host: hostname(), token: 'the-dead-child' });
    takeAndRelease();
  });

  const withProc = existsSync('/proc/self/stat') ? it : it.skip;
  withProc('takes over a lock whose pid now belongs to a process that started later (pid reuse)', () => {
    const child = sleepingChild();
    leaveLock({ pid: child.pid, host: hostname(), startTime: '1', token: 'an-earlier-process-with-that-pid' });
    takeAndRelease();
  });
});
