import { useCustomizerStore, type Language } from '../stores/customizer-store';
import { languageTag } from './language-tag';
import commonEn from './locales/common/en';
import { directionOf, type TextDirection } from './rtl';
import { translate, type TranslateOptions, type TranslationResource } from './translate';

export type { TranslateOptions, TranslationResource } from './translate';
/** A dynamic import of one language's file, so only the languages in use are downloaded. */
export type TranslationLoader = () => Promise<{ default: TranslationResource }>;
export type TranslationLoaders = Record<Language, TranslationLoader>;
/** Reads one namespace in one language (with the English fallback); `'ns:key'` reads another namespace. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

export const COMMON_NAMESPACE = 'common' as const;
export const DEFAULT_LANGUAGE: Language = 'en';

/** The words every package uses (`common`); English ships in the first chunk (see `initI18n`). */
export const COMMON_LOADERS: TranslationLoaders = {
  en: () => Promise.resolve({ default: commonEn }),
  fr: () => import('./locales/common/fr'),
  ar: () => import('./locales/common/ar'),
  ch: () => import('./locales/common/ch'),
};

const loadersByNamespace = new Map<string, Partial<Record<string, TranslationLoader>>>([
  [COMMON_NAMESPACE, COMMON_LOADERS],
]);

const pairOf = (language: string, namespace: string): string => `${language}|${namespace}`;

/** Loaded texts by `language|namespace`. English common words are in from the start: English is the default and
 * every other language's fallback, so they are always needed and a separate request would only delay the first
 * paint. */
const bundles = new Map<string, TranslationResource>([[pairOf(DEFAULT_LANGUAGE, COMMON_NAMESPACE), commonEn]]);
/** Pairs whose load is over, loaded or failed (a failed one is not asked again: English or the key answers). */
const settled = new Set<string>([pairOf(DEFAULT_LANGUAGE, COMMON_NAMESPACE)]);
const loads = new Map<string, Promise<void>>();
/** One promise per pair while a reader waits for it: a suspended component must get the same one back. */
const readiness = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

let currentLanguage: Language = DEFAULT_LANGUAGE;
let requestedLanguage: Language = DEFAULT_LANGUAGE;
let initialized = false;

function loadPair(language: string, namespace: string): Promise<void> {
  const pair = pairOf(language, namespace);
  if (settled.has(pair)) return Promise.resolve();
  const pending = loads.get(pair);
  if (pending) return pending;
  const loader = loadersByNamespace.get(namespace)?.[language];
  if (!loader) {
    // Nothing to load for this pair: the English fallback (or the key) answers.
    settled.add(pair);
    return Promise.resolve();
  }
  const load = loader()
    .then(
      (module) => {
        bundles.set(pair, module.default);
      },
      // A chunk that did not arrive leaves the English words (or the key) on screen rather than a broken page.
      () => undefined,
    )
    .finally(() => {
      settled.add(pair);
      loads.delete(pair);
    });
  loads.set(pair, load);
  return load;
}

/** True when `namespace` can be read in `language`: its texts are in, or both its and English's loads are over. */
export function isNamespaceReady(language: string, namespace: string): boolean {
  return (
    bundles.has(pairOf(language, namespace)) ||
    (settled.has(pairOf(language, namespace)) && settled.has(pairOf(DEFAULT_LANGUAGE, namespace)))
  );
}

/** Pairs a reader suspended on: React requires such a reader to pass the same promise to `use()` on later renders. */
const suspendedOn = new Set<string>();

/**
 * What a reader of `namespace` passes to `use()`: the pair's promise while the words are not in, and on every later
 * render once a reader has suspended on it (settled by then: `use()` reads it without suspending); undefined while
 * the words were there before anyone had to wait.
 */
export function namespaceReadiness(language: string, namespace: string): Promise<void> | undefined {
  const pair = pairOf(language, namespace);
  if (!isNamespaceReady(language, namespace)) suspendedOn.add(pair);
  return suspendedOn.has(pair) ? whenNamespaceReady(language, namespace) : undefined;
}

/** Loads `namespace` in `language` and English; the same promise for the same pair, so a reader can suspend on it. */
export function whenNamespaceReady(language: string, namespace: string): Promise<void> {
  const pair = pairOf(language, namespace);
  let ready = readiness.get(pair);
  if (!ready) {
    ready = Promise.all([loadPair(language, namespace), loadPair(DEFAULT_LANGUAGE, namespace)]).then(() => undefined);
    readiness.set(pair, ready);
  }
  return ready;
}

function fallbackChain(language: string): readonly string[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

function fixedT(language: string, namespace: string): TFunction {
  const chain = fallbackChain(language);
  return (key, options) => translate((lng, ns) => bundles.get(pairOf(lng, ns)), chain, namespace, key, options);
}

/**
 * The one translation runtime (shared as an MF singleton through `@restaurant/shared`): the current language, the
 * loaded texts, and `t` over them. Components read it through `xTranslations.useTranslation()`.
 */
export const i18n = {
  /** The language the page is shown in; it changes only once that language's registered namespaces are loaded. */
  get language(): Language {
    return currentLanguage;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  /** Loads every registered namespace in `language`, then switches to it and tells the readers. */
  async changeLanguage(language: Language): Promise<void> {
    requestedLanguage = language;
    await Promise.all([...loadersByNamespace.keys()].map((namespace) => whenNamespaceReady(language, namespace)));
    // A later change that finished first is not undone by this one.
    if (requestedLanguage !== language) return;
    currentLanguage = language;
    for (const listener of listeners) listener();
  },
  /** `common` words unless the key says `'ns:key'` or `options.ns` names another namespace. */
  t(key: string, options?: TranslateOptions): string {
    return fixedT(currentLanguage, COMMON_NAMESPACE)(key, options);
  },
  getFixedT: fixedT,
  dir(language: string = currentLanguage): TextDirection {
    return directionOf(language);
  },
  hasResourceBundle(language: string, namespace: string): boolean {
    return bundles.has(pairOf(language, namespace));
  },
  /** Calls `listener` after each language change; returns the unsubscribe (the shape useSyncExternalStore takes). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export type I18n = typeof i18n;

function applyToDocument(language: string, direction = directionOf(language)): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  // assistive technology needs the real tag to pick a voice
  root.lang = languageTag(language);
  root.dir = direction;
}

/**
 * The customizer store is the source of truth for language and direction; the runtime follows it, and a direct
 * `i18n.changeLanguage()` is reflected back into the store so both never disagree.
 */
function bindCustomizer(): void {
  useCustomizerStore.subscribe((state, previous) => {
    if (state.direction !== previous.direction) applyToDocument(state.language, state.direction);
    if (state.language !== previous.language && requestedLanguage !== state.language) {
      void i18n.changeLanguage(state.language);
    }
  });
  i18n.subscribe(() => {
    const language = i18n.language;
    const customizer = useCustomizerStore.getState();
    if (customizer.language !== language) customizer.setLanguage(language);
    applyToDocument(language, useCustomizerStore.getState().direction);
  });
}

let initialization: Promise<I18n> | undefined;

/**
 * Initialises the runtime once (later calls return the same promise) in `language`, default the customizer's, and
 * resolves when that language's registered namespaces are loaded. Call it before the first render.
 */
export function initI18n(language: Language = useCustomizerStore.getState().language): Promise<I18n> {
  initialization ??= (async () => {
    if (useCustomizerStore.getState().language !== language) useCustomizerStore.getState().setLanguage(language);
    bindCustomizer();
    await i18n.changeLanguage(language);
    initialized = true;
    applyToDocument(language, useCustomizerStore.getState().direction);
    return i18n;
  })();
  return initialization;
}

/**
 * Adds a package's namespace: `registerTranslations('ordering', { en: () => import('./locales/en'), ... })`.
 * Resolves once the namespace is loaded for the current language (immediately before `initI18n`, which then
 * loads it with the others).
 */
export async function registerTranslations(namespace: string, loaders: TranslationLoaders): Promise<void> {
  loadersByNamespace.set(namespace, loaders);
  // A reader that came before the definition found nothing to load: with the loaders known, it may load now.
  for (const language of Object.keys(loaders)) {
    const pair = pairOf(language, namespace);
    if (!bundles.has(pair)) {
      settled.delete(pair);
      readiness.delete(pair);
    }
  }
  if (!initialization) return;
  await initialization;
  await whenNamespaceReady(i18n.language, namespace);
}
