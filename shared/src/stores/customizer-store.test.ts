import { DEFAULT_CUSTOMIZER, useCustomizerStore } from './customizer-store';

afterEach(() => useCustomizerStore.setState({ ...DEFAULT_CUSTOMIZER }));

describe('useCustomizerStore', () => {
  it('starts with the defaults of spec section 2', () => {
    expect(useCustomizerStore.getState()).toMatchObject({
      theme: 'blue',
      mode: 'light',
      direction: 'ltr',
      boxed: true,
      sidebarCollapsed: false,
      horizontalLayout: true,
      language: 'en',
      cardShadow: true,
      borderRadius: 7,
    });
  });

  it('switches to rtl when Arabic is chosen and back to ltr for French', () => {
    useCustomizerStore.getState().setLanguage('ar');
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'ar', direction: 'rtl' });
    useCustomizerStore.getState().setLanguage('fr');
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'fr', direction: 'ltr' });
  });

  it('lets the direction be set by hand after the language', () => {
    useCustomizerStore.getState().setDirection('rtl');
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'en', direction: 'rtl' });
  });

  it('toggles dark mode and the sidebar', () => {
    useCustomizerStore.getState().toggleMode();
    useCustomizerStore.getState().toggleSidebar();
    expect(useCustomizerStore.getState()).toMatchObject({ mode: 'dark', sidebarCollapsed: true });
  });

  it('keeps the border radius a whole, non-negative number of pixels', () => {
    useCustomizerStore.getState().setBorderRadius(-3);
    expect(useCustomizerStore.getState().borderRadius).toBe(0);
    useCustomizerStore.getState().setBorderRadius(12.4);
    expect(useCustomizerStore.getState().borderRadius).toBe(12);
  });
});
