import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';
import { useDisplayLanguage } from './display-language';
import { COMMON_LOADERS, COMMON_NAMESPACE, i18n, registerTranslations, type TranslationLoaders } from './i18n';

/** What `xTranslations.useTranslation()` returns: react-i18next's own `useTranslation` answer (`t`, `i18n`, `ready`). */
export type UseTranslationResult<TNamespace extends string = string> = UseTranslationResponse<
  TNamespace | [TNamespace, typeof COMMON_NAMESPACE],
  undefined
>;

/** One namespace's texts: where they load from, and a shorthand for reading them. */
export interface Translations<TNamespace extends string = string> {
  readonly namespace: TNamespace;
  /** Where each language's file comes from (what i18next's backend calls; the key-set test reads them all). */
  readonly loaders: TranslationLoaders;
  /** Loads this namespace in the current language (a screen may await it before showing; tests do). */
  load(): Promise<void>;
  /**
   * react-i18next's `useTranslation` for this namespace (and `common`, so `t('common:retry')` reads without a wait):
   * `useTranslation(['ordering', 'common'], { lng })` in the display language (`DisplayLanguageContext`), or exactly
   * `useTranslation(['ordering', 'common'])` outside one. Suspends until the texts are in; re-renders on a language
   * change. A component may call react-i18next's hook itself (`useTranslation('ordering')` from
   * `@restaurant/shared`) once the namespace is defined.
   */
  useTranslation(): UseTranslationResult<TNamespace>;
}

/**
 * Defines (and so registers) a namespace: `export const orderingTranslations = defineTranslations('ordering',
 * { en: () => import('./en'), fr: ..., ar: ..., ch: ... })`. Defining is registering with i18next's backend: a
 * component that reads the namespace imports this object, so the namespace's loaders are known (and, once i18next
 * has started, its texts loading) before the first render that needs it; each language's file is downloaded only
 * when that language is in use.
 */
export function defineTranslations<TNamespace extends string>(
  namespace: TNamespace,
  loaders: TranslationLoaders,
): Translations<TNamespace> {
  registerTranslations(namespace, loaders);
  // Defining loads at once in the current language once i18next has started (a remote's page module, or a lazy
  // screen's): its words are on their way while the code that reads them loads, instead of after its first render.
  if (i18n.isInitialized) void i18n.loadNamespaces(namespace);
  const namespaces: TNamespace | [TNamespace, typeof COMMON_NAMESPACE] =
    namespace === COMMON_NAMESPACE ? namespace : [namespace, COMMON_NAMESPACE];
  return {
    namespace,
    loaders,
    load: async () => {
      await i18n.loadNamespaces(namespace);
    },
    useTranslation: () => useI18nextTranslation(namespaces, useDisplayLanguageOptions()),
  };
}

/**
 * react-i18next's documented options for rendering in the display language: `lng` fixes the language of `t`, and
 * with `bindI18n: false` the hook does not also re-render (unsliced) on i18next's `languageChanged`; the context's
 * change re-renders it instead. Outside a provider: none, so the hook follows i18next's language.
 */
function useDisplayLanguageOptions(): { lng: string; bindI18n: false } | undefined {
  const lng = useDisplayLanguage();
  // The same object while the language holds: react-i18next rebuilds its options when this object changes.
  return useMemo(() => (lng === null ? undefined : { lng, bindI18n: false }), [lng]);
}

/** The `common` words (buttons, states, units) that shared components and every package read. */
export const commonTranslations = defineTranslations(COMMON_NAMESPACE, COMMON_LOADERS);
