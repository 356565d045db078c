import { ACCOUNT_LANGUAGES } from '@restaurant/shared/contracts';

/** The languages the API answers messages in: the site's four (its `ch` is Chinese, `zh`) and Vietnamese. */
export const LOCALES = ACCOUNT_LANGUAGES;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Language tags that name one of ours under another name: the customizer's `ch` for Chinese. */
const ALIASES: Record<string, Locale> = { ch: 'zh' };

function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return ALIASES[primary] ?? LOCALES.find((locale) => locale === primary);
}

/**
 * The best of our locales for an `Accept-Language` header (`fr-CA,fr;q=0.9,en;q=0.5`): the highest weighted tag we
 * speak, the first one listed on a tie; English when none matches or the header is absent or malformed.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';');
    const q = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const locale = localeOfTag(tag);
    if (locale && weight > 0 && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
