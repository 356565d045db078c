import { describe, expect, it } from '@jest/globals';
import { ownKindOf, packageOf } from './package-attribution';

describe("the product's own bytes, by kind", () => {
  it('calls glue what webpack and Module Federation write: runtime modules, module wrappers, federation entries', () => {
    expect(ownKindOf('webpack://host/webpack/runtime/sharing')).toBe('glue');
    expect(ownKindOf('webpack://ordering/webpack/container-entry')).toBe('glue');
    expect(ownKindOf('.')).toBe('glue');
    expect(ownKindOf('webpack://host/node_modules/.federation/entry.5d5654ef.js')).toBe('glue');
  });

  it('calls texts the locale files, of a front end or of the shared package', () => {
    expect(ownKindOf('webpack://ordering/src/locales/en.ts')).toBe('texts');
    expect(ownKindOf('webpack://host/shared/src/i18n/locales/common/en.ts')).toBe('texts');
  });

  it('calls code the rest of what we wrote', () => {
    expect(ownKindOf('webpack://host/src/app/routes.ts')).toBe('code');
    expect(ownKindOf('webpack://host/shared/src/router/paths.ts')).toBe('code');
    expect(ownKindOf('webpack://ordering/src/features/menu/lib/locales-of-dishes.ts')).toBe('code');
  });

  it('names a library by its package, a workspace source by its folder', () => {
    expect(packageOf('webpack://host/node_modules/@chakra-ui/react/dist/esm/index.js')).toBe('@chakra-ui/react');
    expect(packageOf('webpack://host/shared/src/ui/icons.tsx')).toBe('shared/src/ui');
  });
});
