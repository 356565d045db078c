// Primary language subtags written right to left (the list i18next had, minus rare historic ones).
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'khw',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
  'ji',
]);

export type TextDirection = 'ltr' | 'rtl';

/** True for Arabic and every other right-to-left language, including a script subtag such as `pa-Arab`. */
export function isRtlLanguage(language: string): boolean {
  const lower = language.toLowerCase();
  const primary = lower.split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(primary) || /[-_]arab(?:[-_]|$)/.test(lower) || /[-_]hebr(?:[-_]|$)/.test(lower);
}

export function directionOf(language: string): TextDirection {
  return isRtlLanguage(language) ? 'rtl' : 'ltr';
}
