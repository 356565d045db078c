import { interpolate, pluralCategory, translate, type TranslationResource } from './translate';

const texts: Record<string, Record<string, TranslationResource>> = {
  en: {
    common: { retry: 'Retry', nested: { deeper: { title: 'Deep title' } } },
    ordering: {
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      greeting: 'Hello {{name}}',
      onlyInEnglish: 'English words',
      'flat.with.dots': 'Flat',
    },
    reservation: { guests_zero: 'No guests', guests_one: 'One guest', guests_other: '{{count}} guests' },
  },
  ar: {
    ordering: {
      items_zero: 'لا عناصر',
      items_one: 'عنصر واحد',
      items_two: 'عنصران',
      items_few: '{{count}} عناصر',
      items_many: '{{count}} عنصرًا',
      items_other: '{{count}} عنصر',
      greeting: 'مرحبا {{name}}',
    },
  },
  ch: { ordering: { items_one: '{{count}} 件 (one)', items_other: '{{count}} 件' } },
};
const bundle = (language: string, namespace: string) => texts[language]?.[namespace];
const inEnglish = (key: string, options?: Parameters<typeof translate>[4]) =>
  translate(bundle, ['en'], 'ordering', key, options);
const inArabic = (key: string, options?: Parameters<typeof translate>[4]) =>
  translate(bundle, ['ar', 'en'], 'ordering', key, options);

describe('plural forms', () => {
  test.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [21, '21 items'],
  ])('English says %s as "%s"', (count, words) => {
    expect(inEnglish('items', { count })).toBe(words);
  });

  test.each([
    [0, 'لا عناصر'],
    [1, 'عنصر واحد'],
    [2, 'عنصران'],
    [3, '3 عناصر'],
    [10, '10 عناصر'],
    [11, '11 عنصرًا'],
    [99, '99 عنصرًا'],
    [100, '100 عنصر'],
  ])('Arabic uses its six forms: %s is "%s"', (count, words) => {
    expect(inArabic('items', { count })).toBe(words);
  });

  it('uses a `_zero` text for 0 in any language whose file has one', () => {
    expect(translate(bundle, ['en'], 'reservation', 'guests', { count: 0 })).toBe('No guests');
    expect(translate(bundle, ['en'], 'reservation', 'guests', { count: 1 })).toBe('One guest');
    expect(translate(bundle, ['en'], 'reservation', 'guests', { count: 5 })).toBe('5 guests');
  });

  it('gives the product code `ch` the runtime default rules, as the Chinese files expect', () => {
    expect(pluralCategory('ch', 1)).toBe(new Intl.PluralRules('ch').select(1));
    expect(translate(bundle, ['ch', 'en'], 'ordering', 'items', { count: 4 })).toBe('4 件');
  });
});

describe('placeholders', () => {
  it('fills `{{name}}` without escaping, since React escapes what it renders', () => {
    expect(inEnglish('greeting', { name: '<b>Ana & Bo</b>' })).toBe('Hello <b>Ana & Bo</b>');
  });

  it('writes numbers as they are and keeps a placeholder that has no value', () => {
    expect(interpolate('{{ a }} and {{b}}', { a: 3 })).toBe('3 and {{b}}');
    expect(interpolate('Page {{page}}', undefined)).toBe('Page {{page}}');
  });

  it('empties a placeholder whose option is given but undefined', () => {
    expect(interpolate('Hi {{name}}!', { name: undefined })).toBe('Hi !');
  });
});

describe('keys and fallback', () => {
  it('walks dotted keys into nested texts and reads flat keys that contain dots', () => {
    expect(translate(bundle, ['en'], 'common', 'nested.deeper.title')).toBe('Deep title');
    expect(inEnglish('flat.with.dots')).toBe('Flat');
  });

  it('reads another namespace through a `ns:` prefix or the `ns` option', () => {
    expect(inEnglish('common:retry')).toBe('Retry');
    expect(inEnglish('retry', { ns: 'common' })).toBe('Retry');
    expect(inEnglish('ordering:greeting', { ns: 'common', name: 'Lea' })).toBe('Hello Lea');
  });

  it('falls back from the current language to English, then to the key without its namespace', () => {
    expect(inArabic('greeting', { name: 'Lea' })).toBe('مرحبا Lea');
    expect(inArabic('onlyInEnglish')).toBe('English words');
    expect(inArabic('common:missing.key')).toBe('missing.key');
    expect(inEnglish('nested', { ns: 'common' })).toBe('nested');
  });

  it('answers with the key while no text of the namespace is loaded', () => {
    expect(translate(bundle, ['fr', 'en'], 'payments', 'title')).toBe('title');
  });
});
