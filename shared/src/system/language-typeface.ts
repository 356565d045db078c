import { useEffect } from 'react';
import type { Language } from '../stores/customizer-store';
import { LANGUAGE_TYPEFACE_META } from './typeface';

/**
 * Adds the stylesheet of a language's own faces (Chinese: 100 slices of Noto Sans SC, too many rules to write into
 * every page) once, when text in that language is about to show. The page names it (`TypefacePlugin`); a page that
 * names none (a test, another team's host) changes nothing.
 */
export function loadLanguageTypeface(language: Language): void {
  const meta = document.querySelector<HTMLMetaElement>(
    `meta[name="${LANGUAGE_TYPEFACE_META}"][data-language="${language}"]`,
  );
  if (!meta || document.querySelector(`link[rel="stylesheet"][href="${meta.content}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = meta.content;
  document.head.append(link);
}

/**
 * The faces of every language a component shows text in: a language picker names each language in itself. Pass a list
 * that keeps its identity (`LANGUAGES`).
 */
export function useLanguageTypefaces(languages: readonly Language[]): void {
  useEffect(() => {
    for (const language of languages) loadLanguageTypeface(language);
  }, [languages]);
}
