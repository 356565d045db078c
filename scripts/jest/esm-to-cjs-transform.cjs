// A package published as ES modules only, turned into CommonJS for jest's CommonJS module system: TypeBox 1.x in the
// front-end projects (the forms validate the contract schemas at run time), and `cookie`/`content-disposition`, which
// CommonJS dependencies require() in the scripts' and the API's projects (esbuild: fast, no Babel plugin set-up).
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
