import type { CustomizerSettings } from '../stores/customizer-store';

/** The CSS variable of the customizer's border radius, on <html>: the theme's radii read it. */
export const RADIUS_VARIABLE = '--app-radius';

/** What <html> carries of the customizer's display settings, where the global CSS reads them. */
export interface DocumentTheme {
  /** `light` or `dark`: the class the dark-mode styles (and the static shell) follow */
  className: CustomizerSettings['mode'];
  attributes: { 'data-color-theme': string; 'data-card-shadow': 'on' | 'off' };
  style: Record<'color-scheme' | typeof RADIUS_VARIABLE, string>;
}

/**
 * How the customizer's display settings show on <html>: one mapping for the page the server sends (its defaults,
 * host/src/index.html) and for the app, which then writes only what differs (`AppThemeProvider`).
 */
export function documentThemeOf(
  settings: Pick<CustomizerSettings, 'theme' | 'mode' | 'cardShadow' | 'borderRadius'>,
): DocumentTheme {
  return {
    className: settings.mode,
    attributes: { 'data-color-theme': settings.theme, 'data-card-shadow': settings.cardShadow ? 'on' : 'off' },
    style: { 'color-scheme': settings.mode, [RADIUS_VARIABLE]: `${settings.borderRadius}px` },
  };
}
