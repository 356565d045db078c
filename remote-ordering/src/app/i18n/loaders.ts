import type { TranslationLoaders } from '@restaurant/shared';

export const ORDERING_NAMESPACE = 'ordering';

// Each language is its own chunk: a diner downloads only the language in use (and English, the fallback).
export const ORDERING_LOADERS: TranslationLoaders = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  ch: () => import('./ch'),
};
