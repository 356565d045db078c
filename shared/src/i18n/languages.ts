/** The interface languages, by the product's own codes (`ch` is Chinese: `languageTag()` gives its real tag). */
export const LANGUAGES = ['en', 'fr', 'ar', 'ch', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
