import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../stores/customizer-store';
import { languagePrefix, localizedPath, splitLanguagePath } from './language-path';
import { rememberedLanguage, rememberLanguage } from './remembered-language';

describe('one URL per language', () => {
  it("prefixes every language's paths but English's with its BCP 47 primary subtag", () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('fr')).toBe('/fr');
    expect(languagePrefix('ar')).toBe('/ar');
    // the product's `ch` is Chinese (zh-CN)
    expect(languagePrefix('ch')).toBe('/zh');
    expect(localizedPath('ar', '/landing/food?category=2')).toBe('/ar/landing/food?category=2');
    expect(localizedPath('en', '/landing/food')).toBe('/landing/food');
  });

  it("reads a URL's language and its path, every language's URL back to itself", () => {
    expect(splitLanguagePath('/zh/landing/food-detail/7')).toEqual({
      language: 'ch',
      path: '/landing/food-detail/7',
      prefixed: true,
    });
    expect(splitLanguagePath('/fr')).toEqual({ language: 'fr', path: '/', prefixed: true });
    expect(splitLanguagePath('/landing/food')).toEqual({ language: 'en', path: '/landing/food', prefixed: false });
    // not a prefix of the site: the product's own code, English's, a language the site does not have
    for (const pathname of ['/ch/landing/food', '/en/landing/food', '/de/landing/food', '/'])
      expect(splitLanguagePath(pathname)).toEqual({ language: 'en', path: pathname, prefixed: false });
    for (const language of LANGUAGES)
      expect(splitLanguagePath(localizedPath(language, '/auth/login'))).toMatchObject({
        language,
        path: '/auth/login',
      });
  });

  it('remembers the chosen language in the browser, and nothing that is not a language', () => {
    rememberLanguage('ar');
    expect(rememberedLanguage()).toBe('ar');
    localStorage.setItem('language', 'xx');
    expect(rememberedLanguage()).toBeNull();
    localStorage.clear();
  });
});
