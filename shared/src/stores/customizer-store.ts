import { create } from 'zustand';
import { directionOf, type TextDirection } from '../i18n/rtl';

export const THEME_NAMES = ['blue', 'aqua', 'purple', 'green', 'cyan', 'orange'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ColorMode = 'light' | 'dark';
export const LANGUAGES = ['en', 'fr', 'ar', 'ch', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

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

export const useCustomizerStore = create<CustomizerState>()((set) => ({
  ...DEFAULT_CUSTOMIZER,
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
