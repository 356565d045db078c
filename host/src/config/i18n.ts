import { registerTranslations } from '@restaurant/shared';

export const HOST_NAMESPACE = 'host';

/** The shell's strings, one file per language, downloaded only for the language in use. */
export function registerHostTranslations(): Promise<void> {
  return registerTranslations(HOST_NAMESPACE, {
    en: () => import('../locales/en'),
    fr: () => import('../locales/fr'),
    ar: () => import('../locales/ar'),
    ch: () => import('../locales/ch'),
  });
}
