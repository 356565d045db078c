import type { Translated } from '@restaurant/shared';
/**
 * The `hostCustomizer` namespace: the settings drawer's words, read only once the drawer is opened (it loads on
 * the first click), so a page's first render does not download them. English is the reference shape.
 */
const en = {
  customizer: {
    title: 'Settings',
    theme: 'Colour theme',
    themes: {
      blue: 'Blue',
      aqua: 'Aqua',
      purple: 'Purple',
      green: 'Green',
      cyan: 'Cyan',
      orange: 'Orange',
    },
    mode: 'Mode',
    light: 'Light',
    dark: 'Dark',
    direction: 'Text direction',
    ltr: 'Left to right',
    rtl: 'Right to left',
    container: 'Layout width',
    boxed: 'Boxed',
    fullWidth: 'Full width',
    layout: 'Navigation layout',
    horizontal: 'Horizontal',
    vertical: 'Vertical',
    sidebar: 'Collapsed sidebar',
    language: 'Language',
    cardShadow: 'Card shadow',
    borderRadius: 'Border radius',
    borderRadiusValue: '{{value}} px',
    close: 'Close settings',
  },
};

export type HostCustomizerTranslations = Translated<typeof en>;
export default en;
