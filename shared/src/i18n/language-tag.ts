/**
 * The BCP 47 tag of one of the product's language codes, for `<html lang>`, Chakra's locale, `Accept-Language` and
 * i18next: `ch` is the product's code for Chinese (Simplified), which assistive technology, Intl (its plural rules)
 * and the API know as `zh-CN`. i18next is given the tags, so it applies Chinese plural rules to `ch`, not those of
 * Chamorro (the ISO 639-1 `ch`).
 */
export function languageTag(language: string): string {
  return language === 'ch' ? 'zh-CN' : language;
}
