import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { registerAuthTranslations } from '../app/i18n/register-auth-translations';
import { AUTH_NAMESPACE } from '../lib/auth-i18n';

/** The auth remote's real `auth` texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations({ register: registerAuthTranslations, namespaces: [AUTH_NAMESPACE], language });
}
