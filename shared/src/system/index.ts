export { AppProviders, type AppProvidersProps } from './app-providers';
export { AppThemeProvider, type AppThemeProviderProps } from './app-theme-provider';
export { SHADOW_LEVEL_COUNT } from './shadows';
export { appSystem, DEFAULT_BORDER_RADIUS } from './system';
export { chakraLocale } from './locale';
export { useLanguageTypefaces } from './language-typeface';
export { FONT_STACKS, WEB_FONTS } from './typeface';
