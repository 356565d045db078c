import { renderHook } from '@testing-library/react';
import { LANGUAGES } from '../stores/customizer-store';
import { loadLanguageTypeface, useLanguageTypefaces } from './language-typeface';
import { LANGUAGE_TYPEFACE_META } from './typeface';

const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

function declareChineseFaces(): void {
  const meta = document.createElement('meta');
  meta.name = LANGUAGE_TYPEFACE_META;
  meta.dataset['language'] = 'ch';
  meta.content = '/fonts/noto-sans-sc.0123456789.css';
  document.head.append(meta);
}

describe('a language’s own faces', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are added once, from the stylesheet the page names, when the language shows', () => {
    declareChineseFaces();
    loadLanguageTypeface('ch');
    loadLanguageTypeface('ch');
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual(['/fonts/noto-sans-sc.0123456789.css']);
  });

  it('add nothing for a language whose faces every page declares, or on a page that names none', () => {
    loadLanguageTypeface('ch');
    declareChineseFaces();
    loadLanguageTypeface('ar');
    loadLanguageTypeface('en');
    expect(stylesheets()).toHaveLength(0);
  });

  it('are added for every language a picker names', () => {
    declareChineseFaces();
    renderHook(() => useLanguageTypefaces(LANGUAGES));
    expect(stylesheets()).toHaveLength(1);
  });
});
