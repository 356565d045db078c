import { registerTranslations } from '@restaurant/shared';

export const PAGE_TITLES_NAMESPACE = 'orderingPages';

// One chunk per language: only the language in use is downloaded.
void registerTranslations(PAGE_TITLES_NAMESPACE, {
  en: () => import('./en'),
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  ch: () => import('./ch'),
});
