import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CHAKRA_SYSTEM_MODULE, lazyChakraGlobal } from './lazy-chakra-global';

const installedSystem = readFileSync(CHAKRA_SYSTEM_MODULE, 'utf8');

describe('lazy-chakra-global loader', () => {
  it("turns the installed Chakra's eager global CSS into a getter that builds it on first read", () => {
    const lazy = lazyChakraGlobal(installedSystem);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('let _global;');
    expect(lazy).toMatch(/get _global\(\) \{\n\s+if \(_global === undefined\) _global = \[getPreflightCss\(\)/);
  });

  it('fails the build when Chakra builds its global CSS some other way', () => {
    expect(() => lazyChakraGlobal(installedSystem.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(
      /no longer builds `_global`/,
    );
  });
});
