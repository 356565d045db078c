import path from 'node:path';
import type { LoaderDefinitionFunction } from 'webpack';

/**
 * Chakra's `createSystem` builds the system's global CSS (preflight, global styles and one CSS variable per token, in
 * every colour mode) when it is called: about half of building the system, the longest task before a page hydrates on
 * a phone. A page the server rendered already holds that CSS, and the browser then never reads it (see
 * `app-theme-provider.tsx`), so the browser build of Chakra builds it on first read instead. Text, not a copy of the
 * file: the loader fails the build when the installed Chakra no longer has these lines.
 */
/** The file this loader applies to (the package's exports do not name it; its main entry sits in dist/cjs/). */
export const CHAKRA_SYSTEM_MODULE = path.join(
  path.dirname(require.resolve('@chakra-ui/react')),
  '..',
  'esm',
  'styled-system',
  'system.js',
);

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

export function lazyChakraGlobal(source: string): string {
  if (!source.includes(EAGER) || !source.includes(RETURNED)) {
    throw new Error(
      "lazy-chakra-global: @chakra-ui/react's createSystem no longer builds `_global` as this loader expects; " +
        'update the loader (scripts/webpack/loaders/) or drop it',
    );
  }
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      [
        '    get _global() {',
        '      if (_global === undefined) _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
        '      return _global;',
        '    },',
        '',
      ].join('\n'),
    );
}

const loader: LoaderDefinitionFunction = function lazyChakraGlobalLoader(source) {
  return lazyChakraGlobal(source);
};

export default loader;
