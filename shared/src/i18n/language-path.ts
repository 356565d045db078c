import { DEFAULT_CUSTOMIZER, LANGUAGES, type Language } from '../stores/customizer-store';
import { languageTag } from './language-tag';

/**
 * One URL per language (issue 56): a page in English (the default language, what an unprefixed URL shows and a
 * crawler's `x-default`) is at its path as `paths` writes it (`/landing/food`); in any other language the path is
 * prefixed by the language's primary BCP 47 subtag (`/fr/landing/food`, `/ar/…`, `/zh/…` for the product's `ch`).
 * Everything here is derived from `LANGUAGES`, so a language added there has its URLs at once.
 */

/** The first segment of a language's URLs, or null for the default language, whose URLs have none. */
export function languagePathSegment(language: Language): string | null {
  if (language === DEFAULT_CUSTOMIZER.language) return null;
  return (languageTag(language).split('-')[0] ?? language).toLowerCase();
}

/** `''` for the default language, else `/fr`: what a router's basename and every link of that language start with. */
export function languagePrefix(language: Language): string {
  const segment = languagePathSegment(language);
  return segment === null ? '' : `/${segment}`;
}

/** The language whose URLs start with `segment` (`zh` -> `ch`), or null when no language's do. */
export function languageOfSegment(segment: string): Language | null {
  return LANGUAGES.find((language) => languagePathSegment(language) === segment.toLowerCase()) ?? null;
}

export interface LanguagePath {
  /** the language the URL names (the default language when unprefixed) */
  language: Language;
  /** the path without its language prefix, as `paths` and the route table write it (`/` at least) */
  path: string;
  /** whether the URL named its language (false for an unprefixed, default-language URL) */
  prefixed: boolean;
}

/** `/fr/landing/food` -> French and `/landing/food`; `/landing/food` -> the default language, unprefixed. */
export function splitLanguagePath(pathname: string): LanguagePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const language = match?.[1] ? languageOfSegment(match[1]) : null;
  if (language === null) return { language: DEFAULT_CUSTOMIZER.language, path: pathname, prefixed: false };
  return { language, path: match?.[2] ?? '/', prefixed: true };
}

/** A path of the site (`/landing/food?category=2`) at its URL in `language` (`/fr/landing/food?category=2`). */
export function localizedPath(language: Language, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/** The first segments of every language's URLs but the default's (`['fr', 'ar', 'zh']`). */
export function languagePathSegments(): string[] {
  return LANGUAGES.flatMap((language) => languagePathSegment(language) ?? []);
}
