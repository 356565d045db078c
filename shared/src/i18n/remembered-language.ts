import { isLanguage, type Language } from '../stores/customizer-store';

/**
 * The language a visitor chose in the customizer, kept in the browser (localStorage) for their next visit to an
 * unprefixed (English) URL: the host page's first script takes them to that language's URL before anything is drawn
 * (`host/src/index.html`). Issue 56 widens spec §5's "only the auth state is kept across reloads" to this one choice.
 * A crawler keeps nothing, so it always gets the URL it asked for.
 */
export const REMEMBERED_LANGUAGE_KEY = 'language';

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(REMEMBERED_LANGUAGE_KEY, language);
  } catch {
    // storage refused (private mode, quota): the next visit starts in the URL's language, as a first visit does
  }
}

export function rememberedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(REMEMBERED_LANGUAGE_KEY) ?? null;
    return stored !== null && isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}
