import { LANGUAGE_COOKIE, languageCookie, languageFromCookies, rememberLanguage } from './language-cookie';

describe('language cookie', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('is written for the whole site and read back among other cookies', () => {
    expect(languageCookie('fr')).toMatch(/^lang=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    rememberLanguage('ar');
    expect(languageFromCookies(document.cookie)).toBe('ar');
    expect(languageFromCookies('theme=dark; lang=ch; other=1')).toBe('ch');
  });

  it('names no language when absent or not one of the product languages', () => {
    expect(languageFromCookies(undefined)).toBeNull();
    expect(languageFromCookies('lang=de')).toBeNull();
    expect(languageFromCookies('language=fr')).toBeNull();
  });
});
