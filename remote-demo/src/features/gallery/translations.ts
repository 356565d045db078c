import { defineTranslations } from '@restaurant/shared';

/** The gallery page's words (`demoGallery`), one chunk per language. */
export const galleryTranslations = defineTranslations('demoGallery', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
