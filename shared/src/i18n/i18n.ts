import { createInstance, type i18n as I18nextInstance, type InitOptions, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, useCustomizerStore, type Language } from '../stores/customizer-store';
import { languageOfTag, languageTag } from './language-tag';
import commonEn from './locales/common/en';
import { directionOf } from './rtl';

export type { TFunction } from 'i18next';
/** The i18next instance type: the browser's one (`i18n`), or one server render's (`createRequestI18n`). */
export type I18n = I18nextInstance;

/** One language's texts of one namespace: nested objects of strings (i18next's resource shape). */
export interface TranslationResource {
  [key: string]: string | TranslationResource;
}
/** A dynamic import of one language's file, so a language is downloaded only when it is in use. */
export type TranslationLoader = () => Promise<{ default: TranslationResource }>;
export type TranslationLoaders = Record<Language, TranslationLoader>;

export const COMMON_NAMESPACE = 'common' as const;
export const DEFAULT_LANGUAGE: Language = 'en';
/** The tags i18next knows the product's languages by (see `languageTag`: `ch` is `zh-CN`). */
export const LANGUAGE_TAGS: readonly string[] = LANGUAGES.map(languageTag);

/**
 * The product's code for an i18next language tag (`zh-CN` → `ch`, `vi-VN` → `vi`); English for a tag the product does
 * not know.
 */
export function productLanguage(tag: string | undefined): Language {
  return (tag === undefined ? undefined : languageOfTag(tag)) ?? DEFAULT_LANGUAGE;
}

/** The words every package uses (`common`); English ships in the first chunk (see `i18n`'s bundled resources). */
export const COMMON_LOADERS: TranslationLoaders = {
  en: () => Promise.resolve({ default: commonEn }),
  fr: () => import('./locales/common/fr'),
  ar: () => import('./locales/common/ar'),
  ch: () => import('./locales/common/ch'),
  vi: () => import('./locales/common/vi'),
};

/** Each namespace's loaders, filled by `defineTranslations` (which a package's `translations.ts` calls). */
const loadersByNamespace = new Map<string, Partial<Record<Language, TranslationLoader>>>([
  [COMMON_NAMESPACE, COMMON_LOADERS],
]);

/**
 * i18next's backend: a namespace in a language is the registered dynamic import, so webpack splits each language's
 * file into a chunk of its own and only the languages in use are downloaded. A pair with no loader fails its load:
 * i18next then answers from English (or the key) and, in development, reports the key as missing.
 */
const backend = resourcesToBackend(async (tag: string, namespace: string): Promise<ResourceKey> => {
  const loader = loadersByNamespace.get(namespace)?.[productLanguage(tag)];
  if (!loader) throw new Error(`no translations registered for ${namespace} in ${tag}`);
  return (await loader()).default;
});

/** Development builds (and jest) report a key that has no text in the language shown; production stays quiet. */
const reportMissing = process.env.NODE_ENV !== 'production';

/**
 * The one configuration: the product's tags, English as every language's fallback, escaping off (React escapes;
 * spec section 9), `Trans` keeping `br`, `strong`, `i` and `p`, and components suspending until their namespace is
 * in (a Suspense fallback, or the server waiting, never raw keys).
 */
const options: InitOptions = {
  lng: languageTag(DEFAULT_LANGUAGE),
  fallbackLng: languageTag(DEFAULT_LANGUAGE),
  supportedLngs: [...LANGUAGE_TAGS],
  // `zh-CN` only, not also `zh`: one file per language.
  load: 'currentOnly',
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: false,
  // English `common` is bundled (every page needs it at once); every other pair comes from the backend.
  resources: { [languageTag(DEFAULT_LANGUAGE)]: { [COMMON_NAMESPACE]: commonEn } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  saveMissing: reportMissing,
  // The language shown, not its fallback, is the one missing the key.
  saveMissingTo: 'current',
  missingKeyHandler: reportMissing
    ? (languages, namespace, key) => {
        console.warn(`i18n: no "${namespace}:${key}" in ${languages.join(', ')}`);
      }
    : false,
  react: {
    useSuspense: true,
    bindI18n: 'languageChanged',
    transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p'],
    transSupportBasicHtmlNodes: true,
  },
};

/**
 * The browser's one i18next instance (an MF singleton through `@restaurant/shared`, with i18next and react-i18next
 * singletons too): react-i18next's hooks and `Trans` read it when no `I18nextProvider` gives another (a server render
 * does, with its own `createRequestI18n` instance).
 */
export const i18n: I18n = createInstance();
i18n.use(backend).use(initReactI18next);

/** Registers (or replaces) a namespace's loaders; `defineTranslations` is the documented way. */
export function registerTranslations(namespace: string, loaders: TranslationLoaders): void {
  loadersByNamespace.set(namespace, loaders);
}

let initialization: Promise<I18n> | undefined;

/** Initialises the instance once, in English, with no tie to the customizer (the server's start). */
function initInstance(): Promise<I18n> {
  initialization ??= i18n.init(options).then(() => i18n);
  return initialization;
}

function applyToDocument(language: string, direction = directionOf(language)): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  // assistive technology needs the real tag to pick a voice. Written only when it changes: setting `lang` again, to
  // the value the server's page has, had the browser re-match every element's style (:lang) as the app started.
  const tag = languageTag(language);
  if (root.lang !== tag) root.lang = tag;
  if (root.dir !== direction) root.dir = direction;
}

/** i18next takes the customizer's language (its texts load; `languageChanged` sets `<html lang>`). */
function followCustomizerLanguage(): void {
  const tag = languageTag(useCustomizerStore.getState().language);
  if (i18n.language !== tag) void i18n.changeLanguage(tag);
}

/**
 * Runs `work` after the browser has painted what the running task changed (a task queued from the next frame's
 * callback). Changing i18next's language starts every loaded namespace's download, which the click that chose the
 * language (its radio's paint, its INP) should not wait for; the page's own render asks for its texts anyway.
 */
function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}

let bound = false;

/**
 * The customizer store is the source of truth for language and direction; i18next follows it (`changeLanguage`, no
 * reload), and a direct `i18n.changeLanguage()` is reflected back into the store so both never disagree.
 */
function bindCustomizer(): void {
  if (bound) return;
  bound = true;
  useCustomizerStore.subscribe((state, previous) => {
    if (state.direction !== previous.direction) applyToDocument(state.language, state.direction);
    if (state.language !== previous.language) afterNextPaint(followCustomizerLanguage);
  });
  i18n.on('languageChanged', (tag: string) => {
    const language = productLanguage(tag);
    const customizer = useCustomizerStore.getState();
    if (customizer.language !== language) customizer.setLanguage(language);
    applyToDocument(language, useCustomizerStore.getState().direction);
  });
}

/**
 * The browser's start: initialises the instance once in `language` (default the customizer's), ties it to the
 * customizer, and resolves when that language's namespaces are in. Call it before the first render.
 */
export async function initI18n(language: Language = useCustomizerStore.getState().language): Promise<I18n> {
  if (useCustomizerStore.getState().language !== language) useCustomizerStore.getState().setLanguage(language);
  await initInstance();
  bindCustomizer();
  if (i18n.language !== languageTag(language)) await i18n.changeLanguage(languageTag(language));
  applyToDocument(language, useCustomizerStore.getState().direction);
  return i18n;
}

/**
 * One server render's own instance in `language` (i18next's `cloneInstance`: the loaded texts are shared, the
 * language is not), resolved once `namespaces` are in. Give it to the tree with react-i18next's `I18nextProvider`:
 * renders in different languages then run side by side without ever reading each other's language.
 */
export async function createRequestI18n(language: Language, namespaces: readonly string[] = []): Promise<I18n> {
  await initInstance();
  const tag = languageTag(language);
  const instance = i18n.cloneInstance({ lng: tag });
  await instance.changeLanguage(tag);
  if (namespaces.length > 0) await instance.loadNamespaces([...namespaces]);
  return instance;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/**
 * The shape another language must fill for a namespace whose English texts are `T`: every key English has, at every
 * level (a missing one fails typecheck), except plurals, whose forms follow each language's rules (`_other` alone in
 * Chinese and Vietnamese, six forms in Arabic): any form is allowed, and the key-set test (`describeTranslationKeys`) checks that each
 * language has exactly the forms it needs.
 */
export type Translated<T> = {
  [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string ? string : Translated<T[K]>;
} & { [K in `${PluralBase<keyof T>}_${PluralForm}`]?: string };
