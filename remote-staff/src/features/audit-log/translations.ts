import { defineTranslations } from '@restaurant/shared';

/** The audit log page's words (`staffAudit`), one file per language. */
export const auditLogTranslations = defineTranslations('staffAudit', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
