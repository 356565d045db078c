import { act, render } from '@testing-library/react';
import { DEFAULT_CUSTOMIZER, useCustomizerStore } from '../stores/customizer-store';
import { AppThemeProvider } from './app-theme-provider';
import { documentThemeOf } from './document-theme';

/** <html> as the server's page has it: the default settings (host/src/index.html writes them from the same mapping). */
function showDefaultsOnRoot(): void {
  const root = document.documentElement;
  const { className, attributes, style } = documentThemeOf(DEFAULT_CUSTOMIZER);
  root.className = className;
  root.setAttribute('dir', DEFAULT_CUSTOMIZER.direction);
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  root.removeAttribute('style');
  for (const [property, value] of Object.entries(style)) root.style.setProperty(property, value);
}

describe('the display settings on <html>', () => {
  beforeEach(() => {
    useCustomizerStore.setState(DEFAULT_CUSTOMIZER);
    showDefaultsOnRoot();
  });

  it('writes nothing on <html> when it already shows the settings (a write restyles the whole page)', async () => {
    const root = document.documentElement;
    const setAttribute = jest.spyOn(root, 'setAttribute');
    const setProperty = jest.spyOn(root.style, 'setProperty');
    await act(async () => {
      render(<AppThemeProvider>page</AppThemeProvider>);
    });
    expect(setAttribute).not.toHaveBeenCalled();
    expect(setProperty).not.toHaveBeenCalled();
    setAttribute.mockRestore();
    setProperty.mockRestore();
  });

  it('writes the settings a diner changes: mode, colour theme, card shadow, radius', async () => {
    await act(async () => {
      render(<AppThemeProvider>page</AppThemeProvider>);
    });
    await act(async () => {
      const settings = useCustomizerStore.getState();
      settings.setMode('dark');
      settings.setTheme('green');
      settings.setCardShadow(false);
      settings.setBorderRadius(12);
    });
    const root = document.documentElement;
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root).toHaveAttribute('data-color-theme', 'green');
    expect(root).toHaveAttribute('data-card-shadow', 'off');
    expect(root.style.getPropertyValue('color-scheme')).toBe('dark');
    expect(root.style.getPropertyValue('--app-radius')).toBe('12px');
  });
});
