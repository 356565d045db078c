import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, useCustomizerStore, type Language } from '../stores/customizer-store';
import { languageTag } from './language-tag';
import commonEn from './locales/common/en';
import { directionOf } from './rtl';

export interface TranslationResource {
  [key: string]: string | TranslationResource;
}
/** A dynamic import of one language's file, so only the languages in use are downloaded. */
export type TranslationLoader = () => Promise<{ default: TranslationResource }>;
export type TranslationLoaders = Record<Language, TranslationLoader>;

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

// i18next asks this backend for (language, namespace) only when that pair is needed: the current language and
// the English fallback, for the namespaces registered so far.
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loader = loadersByNamespace.get(namespace)?.[language];
    if (!loader) {
      // Nothing to load for this pair: an empty bundle lets the English fallback answer.
      callback(null, {});
      return;
    }
    loader().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one i18next instance (shared as an MF singleton through `@restaurant/shared`). */
export const i18n: I18n = i18next.createInstance();
i18n.use(lazyBackend).use(initReactI18next);

function applyToDocument(language: string, direction = directionOf(language)): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  // assistive technology needs the real tag to pick a voice
  root.lang = languageTag(language);
  root.dir = direction;
}

/**
 * The customizer store is the source of truth for language and direction; i18next follows it, and a direct
 * `i18n.changeLanguage()` is reflected back into the store so both never disagree.
 */
function bindCustomizer(): void {
  useCustomizerStore.subscribe((state, previous) => {
    if (state.direction !== previous.direction) applyToDocument(state.language, state.direction);
    if (state.language !== previous.language) {
      if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
    }
  });
  i18n.on('languageChanged', (language: string) => {
    if (!isLanguage(language)) {
      applyToDocument(language);
      return;
    }
    const customizer = useCustomizerStore.getState();
    if (customizer.language !== language) customizer.setLanguage(language);
    applyToDocument(language, useCustomizerStore.getState().direction);
  });
}

let initialization: Promise<I18n> | undefined;

/**
 * Initialises the instance once (later calls return the same promise) in `language`, default the customizer's,
 * and resolves when that language's registered namespaces are loaded. Call it before the first render.
 */
export function initI18n(language: Language = useCustomizerStore.getState().language): Promise<I18n> {
  initialization ??= (async () => {
    if (useCustomizerStore.getState().language !== language) useCustomizerStore.getState().setLanguage(language);
    bindCustomizer();
    await i18n.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // English common words ship in the first chunk: English is the default and every other language's
      // fallback, so it is always needed and a separate request would only delay the first paint.
      resources: { [DEFAULT_LANGUAGE]: { [COMMON_NAMESPACE]: commonEn } },
      partialBundledLanguages: true,
      ns: [...loadersByNamespace.keys()],
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      react: {
        transSupportBasicHtmlNodes: true,
        transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p'],
        // Not 'loaded': a component whose namespace is not in yet suspends until it is, so the event re-rendered every
        // translated component of the page (the whole shell, in one blocking task) for nothing, each time a remote's
        // namespace arrived; on a server-rendered page that was a 600 ms task right after hydration.
        bindI18n: 'languageChanged',
      },
    });
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
  if (!initialization) return;
  await initialization;
  await i18n.loadNamespaces(namespace);
}
