import { defineTranslations } from '@restaurant/shared';

/** The chats page's words (`demoChats`), one chunk per language. */
export const chatsTranslations = defineTranslations('demoChats', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
