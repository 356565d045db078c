import { isLanguage, type Language } from '../stores/customizer-store';

/**
 * The language the diner chose, as a cookie: the site server reads it to render a page in that language (the
 * customizer store itself lives in the browser only). Not an auth cookie: readable by scripts, sent to this site only.
 */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The product language named by a Cookie header (or `document.cookie`), or null when absent or unknown. */
export function languageFromCookies(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const language = value.join('=').trim();
    return isLanguage(language) ? language : null;
  }
  return null;
}

/** Remembers the language for the next page the server renders; storage refused (privacy mode) changes nothing. */
export function rememberLanguage(language: Language): void {
  const doc = globalThis.document;
  if (!doc) return;
  try {
    doc.cookie = languageCookie(language);
  } catch {
    // cookies disabled: the next server-rendered page comes in the browser's language, the customizer still applies
  }
}
