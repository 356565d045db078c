import { isLanguage, type Language } from './languages';

/**
 * The BCP 47 tag of one of the product's language codes, for `<html lang>`, Chakra's locale, `Accept-Language` and
 * i18next: `ch` is the product's code for Chinese (Simplified), which assistive technology, Intl (its plural rules)
 * and the API know as `zh-CN`. i18next is given the tags, so it applies Chinese plural rules to `ch`, not those of
 * Chamorro (the ISO 639-1 `ch`). The others are their own tags (`vi`: Intl writes `50.000 ₫` for it, as for `vi-VN`).
 */
export function languageTag(language: string): string {
  return language === 'ch' ? 'zh-CN' : language;
}

/**
 * The product's language a BCP 47 tag names, by its primary subtag (`vi-VN` → `vi`, `fr-CA` → `fr`, any `zh` → `ch`),
 * or undefined when the product does not speak it. The product's own codes are taken as they are (`ch`).
 */
export function languageOfTag(tag: string): Language | undefined {
  const trimmed = tag.trim();
  if (isLanguage(trimmed)) return trimmed;
  const primary = trimmed.toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'zh') return 'ch';
  return isLanguage(primary) ? primary : undefined;
}

/** The first of the reader's languages, most wanted first (`navigator.languages`), that the product speaks. */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The product's language an `Accept-Language` header asks for (`vi-VN,vi;q=0.9,en;q=0.8`): its tags by weight (the
 * order written on a tie), the first the product speaks; undefined when none is, or the header is absent.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const weighted = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return preferredLanguage(weighted.map(({ tag }) => tag));
}
