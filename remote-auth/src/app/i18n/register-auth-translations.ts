import { registerTranslations } from '@restaurant/shared';
import { AUTH_NAMESPACE } from '../../lib/auth-i18n';

/** The `auth` namespace, one chunk per language so only the language in use is downloaded. */
export function registerAuthTranslations(): Promise<void> {
  return registerTranslations(AUTH_NAMESPACE, {
    en: () => import('./en'),
    fr: () => import('./fr'),
    ar: () => import('./ar'),
    ch: () => import('./ch'),
  });
}
