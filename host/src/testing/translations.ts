import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { HOST_NAMESPACE, registerHostTranslations } from '../config/i18n';

/** The host's real `host` and `common` texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations({ register: registerHostTranslations, namespaces: [HOST_NAMESPACE, 'common'], language });
}
