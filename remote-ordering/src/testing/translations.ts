import { registerTranslations, type Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { ORDERING_LOADERS, ORDERING_NAMESPACE } from '../app/i18n/loaders';

/** The ordering remote's real `ordering` texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations({
    register: () => registerTranslations(ORDERING_NAMESPACE, ORDERING_LOADERS),
    namespaces: [ORDERING_NAMESPACE],
    language,
  });
}
