import { use, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '../stores/customizer-store';
import {
  COMMON_LOADERS,
  COMMON_NAMESPACE,
  i18n,
  namespaceReadiness,
  registerTranslations,
  whenNamespaceReady,
  type I18n,
  type TFunction,
  type TranslationLoaders,
} from './i18n';

export interface UseTranslationResult {
  /** Reads this namespace in the current language (English, then the key, when a text is missing). */
  t: TFunction;
  i18n: I18n;
}

/** One namespace's texts: where they load from, and the one way a component reads them. */
export interface Translations<TNamespace extends string = string> {
  readonly namespace: TNamespace;
  /** Resolves once this namespace is loaded in the current language (a screen may await it to avoid a flash). */
  load(): Promise<void>;
  /**
   * `const { t } = orderingTranslations.useTranslation()`: `t` reads this namespace; `'common:key'` reads common.
   * Suspends until the namespace is loaded in the current language; re-renders when the language changes.
   */
  useTranslation(): UseTranslationResult;
}

const subscribe = (listener: () => void): (() => void) => i18n.subscribe(listener);
const currentLanguage = (): Language => i18n.language;

function useNamespace(namespace: string): UseTranslationResult {
  // The server snapshot is the language too: the browser sets the one the page was rendered in before hydrating.
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // Rendering stops here until the words are in (a Suspense fallback, or the server waiting), never with raw keys;
  // a reader that suspended passes the same (then settled) promise to use() on later renders, as React requires.
  const readiness = namespaceReadiness(language, namespace);
  if (readiness) use(readiness);
  // A new `t` per language, so a memo or effect that depends on it follows a language change.
  const t = useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
  return { t, i18n };
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
      if (i18n.isInitialized) await whenNamespaceReady(i18n.language, namespace);
    },
    useTranslation: () => useNamespace(namespace),
  };
}

/** The `common` words (buttons, states, units) that shared components and every package read. */
export const commonTranslations = defineTranslations(COMMON_NAMESPACE, COMMON_LOADERS);
