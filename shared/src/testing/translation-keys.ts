import type { Translations } from '../i18n/define-translations';
import type { TranslationResource } from '../i18n/i18n';
import { languageTag } from '../i18n/language-tag';
import { LANGUAGES, type Language } from '../stores/customizer-store';

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g;

/** Every text of a resource by its dotted path. */
function textsOf(resource: TranslationResource, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [path, text] of textsOf(value, `${prefix}${key}.`)) texts.set(path, text);
  }
  return texts;
}

/** The plural categories i18next picks from in `language` (CLDR through Intl, by the language's real tag). */
export function pluralCategoriesOf(language: Language): readonly string[] {
  return new Intl.PluralRules(languageTag(language)).resolvedOptions().pluralCategories;
}

/** Keys English writes as plurals (`seats_one`, `seats_other`) by their base (`seats`), with the forms it has. */
function pluralBases(english: Map<string, string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of english.keys()) {
    const match = PLURAL.exec(key);
    if (match?.[1] && match[2]) bases.set(match[1], (bases.get(match[1]) ?? new Set()).add(match[2]));
  }
  for (const [base, forms] of bases) if (!forms.has('one') && !forms.has('other')) bases.delete(base);
  return bases;
}

/**
 * The keys `language` must have, given English's: every key English has, except that a plural has exactly the forms
 * of `language`'s plural rules (`_zero` ... `_other` in Arabic, `_other` alone in Chinese), plus `_zero` where English
 * has one (i18next reads `_zero` for a count of 0 in any language).
 */
export function expectedKeys(english: Map<string, string>, language: Language): string[] {
  const bases = pluralBases(english);
  const keys = [...english.keys()].filter((key) => {
    const base = PLURAL.exec(key)?.[1];
    return base === undefined || !bases.has(base);
  });
  for (const [base, forms] of bases) {
    const wanted = new Set(pluralCategoriesOf(language));
    if (forms.has('zero')) wanted.add('zero');
    for (const form of wanted) keys.push(`${base}_${form}`);
  }
  return keys.sort();
}

/** The placeholders of a text, or of all the forms of a plural (`count` aside: a form may spell its number out). */
function placeholdersOf(texts: Map<string, string>, key: string, bases: Map<string, Set<string>>): string[] {
  const base = PLURAL.exec(key)?.[1];
  const isPlural = base !== undefined && bases.has(base);
  const found = new Set<string>();
  for (const [path, text] of texts) {
    const belongs = isPlural ? PLURAL.exec(path)?.[1] === base : path === key;
    if (!belongs) continue;
    for (const match of text.matchAll(PLACEHOLDER)) if (match[1]) found.add(match[1]);
  }
  if (isPlural) found.delete('count');
  return [...found].sort();
}

async function textsIn(translations: Translations, language: Language): Promise<Map<string, string>> {
  return textsOf((await translations.loaders[language]()).default);
}

/**
 * THE key-set test of a package's namespaces (every front-end package has one, `src/locales/translations.test.ts`):
 * for each namespace and each language, its keys are English's (with the plural forms that language needs), no text
 * is empty, and each text has English's `{{placeholders}}`. Call it at the top of a test file.
 */
export function describeTranslationKeys(...namespaces: readonly Translations[]): void {
  describe.each(namespaces.map((translations) => ({ namespace: translations.namespace, translations })))(
    '$namespace translations',
    ({ translations }) => {
      const others = LANGUAGES.filter((language) => language !== 'en');

      it.each(others)('%s has exactly the English keys, with its own plural forms', async (language) => {
        const english = await textsIn(translations, 'en');
        const texts = await textsIn(translations, language);
        expect([...texts.keys()].sort()).toEqual(expectedKeys(english, language));
      });

      it.each(others)('%s has no empty text and the same placeholders as English', async (language) => {
        const english = await textsIn(translations, 'en');
        const texts = await textsIn(translations, language);
        const bases = pluralBases(english);
        for (const [key, text] of texts) {
          expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
          const englishKey = english.has(key) ? key : `${PLURAL.exec(key)?.[1] ?? key}_other`;
          expect({ key, placeholders: placeholdersOf(texts, key, bases) }).toEqual({
            key,
            placeholders: placeholdersOf(english, englishKey, bases),
          });
        }
      });
    },
  );
}
