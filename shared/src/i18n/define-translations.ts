import { useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';
import { COMMON_LOADERS, COMMON_NAMESPACE, i18n, registerTranslations, type TranslationLoaders } from './i18n';

/** One namespace's texts: where they load from, and the one way a component reads them. */
export interface Translations<TNamespace extends string = string> {
  readonly namespace: TNamespace;
  /** Resolves once this namespace is loaded in the current language (a screen may await it to avoid a flash). */
  load(): Promise<void>;
  /** `const { t } = orderingTranslations.useTranslation()`: `t` reads this namespace; `'common:key'` reads common. */
  useTranslation(): UseTranslationResponse<TNamespace, undefined>;
}

/**
 * Defines (and so registers) a namespace: `export const orderingTranslations = defineTranslations('ordering',
 * { en: () => import('./en'), fr: ..., ar: ..., ch: ... })`. Defining is registering: a component that reads the
 * namespace imports this object, so the namespace is known before the first render that needs it, and each
 * language's file is downloaded only when that language is in use.
 */
export function defineTranslations<TNamespace extends string>(
  namespace: TNamespace,
  loaders: TranslationLoaders,
): Translations<TNamespace> {
  const registration = registerTranslations(namespace, loaders);
  return {
    namespace,
    load: async () => {
      await registration;
      if (i18n.isInitialized) await i18n.loadNamespaces(namespace);
    },
    useTranslation: () => useI18nextTranslation(namespace),
  };
}

/** The `common` words (buttons, states, units) that shared components and every package read. */
export const commonTranslations = defineTranslations(COMMON_NAMESPACE, COMMON_LOADERS);
