import { create } from 'zustand';
import { languageOfTag } from '../i18n/language-tag';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { directionOf, type TextDirection } from '../i18n/rtl';

export { isLanguage, LANGUAGES, type Language };

export const THEME_NAMES = ['blue', 'aqua', 'purple', 'green', 'cyan', 'orange'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ColorMode = 'light' | 'dark';

export interface CustomizerSettings {
  theme: ThemeName;
  mode: ColorMode;
  direction: TextDirection;
  boxed: boolean;
  sidebarCollapsed: boolean;
  horizontalLayout: boolean;
  language: Language;
  cardShadow: boolean;
  borderRadius: number;
}

export interface CustomizerState extends CustomizerSettings {
  setTheme: (theme: ThemeName) => void;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
  setDirection: (direction: TextDirection) => void;
  setBoxed: (boxed: boolean) => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebar: () => void;
  setHorizontalLayout: (horizontal: boolean) => void;
  /** Also sets the direction: rtl for Arabic (and any rtl language), ltr otherwise. */
  setLanguage: (language: Language) => void;
  setCardShadow: (cardShadow: boolean) => void;
  setBorderRadius: (borderRadius: number) => void;
}

/** Spec section 2 defaults. Not persisted: only auth survives a reload. */
export const DEFAULT_CUSTOMIZER: CustomizerSettings = {
  theme: 'blue',
  mode: 'light',
  direction: 'ltr',
  boxed: true,
  sidebarCollapsed: false,
  horizontalLayout: true,
  language: 'en',
  cardShadow: true,
  borderRadius: 7,
};

/**
 * The language the page opened in: the `<html lang>` the server wrote, its URL's (English outside a browser). The
 * store starts in it, not only switches to it before the first render: while React hydrates, `useSyncExternalStore`
 * (behind zustand's hook) reads the store's initial state as the server's snapshot, so a French page would otherwise
 * hydrate its texts in English and fail to hydrate (React #418).
 */
function openingLanguage(): Language {
  const tag = globalThis.document?.documentElement.lang;
  return (tag ? languageOfTag(tag) : undefined) ?? DEFAULT_CUSTOMIZER.language;
}

export const useCustomizerStore = create<CustomizerState>()((set) => ({
  ...DEFAULT_CUSTOMIZER,
  language: openingLanguage(),
  direction: directionOf(openingLanguage()),
  setTheme: (theme) => set({ theme }),
  setMode: (mode) => set({ mode }),
  toggleMode: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
  setDirection: (direction) => set({ direction }),
  setBoxed: (boxed) => set({ boxed }),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  setHorizontalLayout: (horizontalLayout) => set({ horizontalLayout }),
  setLanguage: (language) => set({ language, direction: directionOf(language) }),
  setCardShadow: (cardShadow) => set({ cardShadow }),
  // A negative or fractional radius makes no sense in px; keep what the slider can produce.
  setBorderRadius: (borderRadius) =>
    set({
      borderRadius: Number.isFinite(borderRadius)
        ? Math.max(0, Math.round(borderRadius))
        : DEFAULT_CUSTOMIZER.borderRadius,
    }),
}));
