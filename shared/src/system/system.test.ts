import { appSystem, hydratingSystem } from './system';

describe('the Chakra system', () => {
  it('is built once, on first use', () => {
    expect(appSystem()).toBe(appSystem());
  });

  it('carries the global CSS a client-rendered page inserts: preflight, global styles and the token variables', () => {
    const css = JSON.stringify(appSystem()._global);
    expect(css).toContain('--chakra-colors-bg');
    expect(css).toContain('html[data-color-theme=aqua]');
  });

  it('hands a hydrating page no global CSS and resolves everything else as the one system does', () => {
    const hydrating = hydratingSystem();
    expect(hydrating._global).toEqual([]);
    expect(hydrating.token('colors.bg.subtle')).toBe(appSystem().token('colors.bg.subtle'));
    expect(hydrating.css({ bg: 'bg.subtle', p: '4' })).toEqual(appSystem().css({ bg: 'bg.subtle', p: '4' }));
    expect(hydrating.isSlotRecipe('card')).toBe(true);
  });
});
