// TypeBox 1.x ships ES modules only, while the front-end jest projects run CommonJS; the contract schemas are
// validated at run time by the forms, so jest turns those files into CommonJS (esbuild: fast, no Babel plugin set-up).
const { transformSync } = require('esbuild');

module.exports = {
  process(sourceText, sourcePath) {
    const { code, map } = transformSync(sourceText, {
      format: 'cjs',
      loader: 'js',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: sourcePath,
    });
    return { code, map };
  },
};
