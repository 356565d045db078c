/**
 * The BCP 47 tag of one of the product's language codes, for `<html lang>`, Chakra's locale and `Accept-Language`:
 * `ch` is the product's code for Chinese (Simplified), which assistive technology, Intl and the API know as `zh-CN`.
 */
export function languageTag(language: string): string {
  return language === 'ch' ? 'zh-CN' : language;
}
