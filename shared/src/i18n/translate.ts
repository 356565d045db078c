/**
 * How a key becomes words, given the loaded texts: the few rules of i18next (v26) the product's locale files rely on,
 * kept to the letter so no text changed when the library went: `ns:key` prefixes, dotted paths into nested objects,
 * CLDR plural suffixes chosen by `Intl.PluralRules` (with `_zero` for a count of 0 in any language whose file has it),
 * `{{name}}` placeholders filled without escaping (React escapes), and the current language, then English, then the
 * key itself.
 */
export interface TranslationResource {
  [key: string]: string | TranslationResource;
}

/** Values for the placeholders of a text; `count` also picks its plural form, `ns` the namespace to read. */
export interface TranslateOptions {
  count?: number;
  ns?: string;
  [placeholder: string]: unknown;
}

/** The loaded texts of one language and namespace, or undefined when that pair is not (yet) loaded. */
export type BundleLookup = (language: string, namespace: string) => TranslationResource | undefined;

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLURAL_SEPARATOR = '_';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR category of `count` in `language`: `one`/`other` in English, `zero`...`many` in Arabic. Like i18next, the
 * product's own codes go to Intl as they are: `ch` is no Intl locale, so it gets the runtime's default rules, which is
 * why the Chinese files have `_one` keys.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language.replace('_', '-'));
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function read(resource: TranslationResource | undefined, key: string): string | undefined {
  if (!resource) return undefined;
  // A flat key that contains dots is read as it is, as i18next does; otherwise the dots walk into nested objects.
  const flat = resource[key];
  if (typeof flat === 'string') return flat;
  let node: string | TranslationResource | undefined = resource;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; one without a value stays as written, unless the option is there but undefined. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, rawName: string) => {
    const name = rawName.trim();
    if (!values || !Object.prototype.hasOwnProperty.call(values, name)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : String(value);
  });
}

/**
 * The text for `key` (`'key.path'` or `'namespace:key.path'`) in `language`, falling back to English, then to the key
 * (without its namespace). `namespace` is the one a bare key reads, unless `options.ns` names another.
 */
export function translate(
  bundle: BundleLookup,
  languages: readonly string[],
  namespace: string,
  fullKey: string,
  options?: TranslateOptions,
): string {
  let key = fullKey;
  let ns = options?.ns ?? namespace;
  const separatorAt = fullKey.indexOf(NAMESPACE_SEPARATOR);
  if (separatorAt >= 0) {
    ns = fullKey.slice(0, separatorAt);
    key = fullKey.slice(separatorAt + 1);
  }
  const count = options?.count;
  const plural = typeof count === 'number';
  for (const language of languages) {
    const resource = bundle(language, ns);
    if (!resource) continue;
    // Most specific first: `_zero` for 0 when the file has it, then the language's plural form, then the bare key.
    const candidates: string[] = [];
    if (plural && count === 0) candidates.push(`${key}${PLURAL_SEPARATOR}zero`);
    if (plural) candidates.push(`${key}${PLURAL_SEPARATOR}${pluralCategory(language, count)}`);
    candidates.push(key);
    for (const candidate of candidates) {
      const text = read(resource, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return key;
}
