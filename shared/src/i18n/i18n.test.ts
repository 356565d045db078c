import { waitFor } from '@testing-library/dom';
import { DEFAULT_CUSTOMIZER, useCustomizerStore } from '../stores/customizer-store';
import { defineTranslations } from './define-translations';
import { i18n, initI18n, productLanguage, type TranslationLoader } from './i18n';
import { numberFormat } from './intl-format';
import { languageOfAcceptLanguage, languageTag, preferredLanguage } from './language-tag';
import { isRtlLanguage } from './rtl';

const root = document.documentElement;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  useCustomizerStore.setState({ ...DEFAULT_CUSTOMIZER });
  await i18n.changeLanguage('en');
});

describe('i18n set-up', () => {
  it('starts in English with the common namespace loaded', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('unavailable.title')).toBe('This section is unavailable right now');
    expect(i18n.t('unavailable.retry')).toBe('Retry');
    expect(i18n.t('breadcrumb.home')).toBe('Home');
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
  });

  it('does not escape interpolated values (React already does)', () => {
    expect(i18n.t('pagination.page', { page: '<1>', total: '&2' })).toBe('Page <1> of &2');
  });

  it('loads a language only when it is chosen', () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(false);
  });

  it('reports a key missing in the language shown, in development and tests', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(i18n.t('no.such.key')).toBe('no.such.key');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:no.such.key'));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('language and direction', () => {
  it('switches the whole document to rtl when Arabic is chosen in the customizer', async () => {
    useCustomizerStore.getState().setLanguage('ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));

    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
    expect(i18n.t('unavailable.title')).toBe('هذا القسم غير متاح حاليًا');
  });

  it('follows a direct language change and back to ltr', async () => {
    await i18n.changeLanguage('ar');
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'ar', direction: 'rtl' });
    expect(root.dir).toBe('rtl');

    await i18n.changeLanguage('fr');
    expect(useCustomizerStore.getState()).toMatchObject({ language: 'fr', direction: 'ltr' });
    expect(root.dir).toBe('ltr');
    expect(root.lang).toBe('fr');
    expect(i18n.t('unavailable.title')).toBe('Cette section est momentanément indisponible');
  });

  it('knows Chinese (`ch`) by its real tag, for i18next, Intl and assistive technology', async () => {
    useCustomizerStore.getState().setLanguage('ch');
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(root.lang).toBe('zh-CN');
    expect(root.dir).toBe('ltr');
    expect(i18n.t('retry')).toBe('重试');
    expect(productLanguage(i18n.language)).toBe('ch');
    expect(languageTag('ch')).toBe('zh-CN');
  });

  it('knows Vietnamese (`vi`): its words, left to right, and đồng as Vietnamese write them', async () => {
    useCustomizerStore.getState().setLanguage('vi');
    await waitFor(() => expect(i18n.language).toBe('vi'));
    expect(root.lang).toBe('vi');
    expect(root.dir).toBe('ltr');
    expect(i18n.t('retry')).toBe('Thử lại');
    expect(i18n.t('language.vi')).toBe('Tiếng Việt');
    expect(productLanguage('vi-VN')).toBe('vi');
    const price = numberFormat(i18n.language, { style: 'currency', currency: 'VND' }).format(50000);
    expect(price.replace(/\s/g, ' ')).toBe('50.000 ₫');
  });

  it('applies a direction set by hand in the customizer', () => {
    useCustomizerStore.getState().setDirection('rtl');
    expect(root.dir).toBe('rtl');
  });

  test.each([
    ['ar', true],
    ['ar-EG', true],
    ['he', true],
    ['fa', true],
    ['ur', true],
    ['pa-Arab', true],
    ['en', false],
    ['fr', false],
    ['ch', false],
    ['zh-CN', false],
  ])('isRtlLanguage(%s) is %s', (language, rtl) => {
    expect(isRtlLanguage(language)).toBe(rtl);
  });
});

describe('a namespace defined by a package', () => {
  function loaders(namespace: string) {
    const make = (language: string): jest.Mock<ReturnType<TranslationLoader>, []> =>
      jest.fn(() => Promise.resolve({ default: { title: `${namespace} ${language}` } }));
    return { en: make('en'), fr: make('fr'), ar: make('ar'), ch: make('ch'), vi: make('vi') };
  }

  it('loads for the current language (and the English fallback) only', async () => {
    await i18n.changeLanguage('fr');
    const ordering = loaders('ordering');

    await defineTranslations('ordering', ordering).load();

    expect(i18n.t('title', { ns: 'ordering' })).toBe('ordering fr');
    expect(ordering.fr).toHaveBeenCalledTimes(1);
    expect(ordering.ar).not.toHaveBeenCalled();
    expect(ordering.ch).not.toHaveBeenCalled();
  });

  it('loads in a language chosen later, with the language switch', async () => {
    const reservation = loaders('reservation');
    await defineTranslations('reservation', reservation).load();
    expect(reservation.ch).not.toHaveBeenCalled();

    await i18n.changeLanguage('zh-CN');
    expect(reservation.ch).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'reservation' })).toBe('reservation ch');
  });
});

describe('plural rules', () => {
  const seats = defineTranslations('seats-plurals', {
    en: () => Promise.resolve({ default: { seats_one: '{{count}} seat', seats_other: '{{count}} seats' } }),
    fr: () =>
      Promise.resolve({
        default: { seats_one: '{{count}} place', seats_many: '{{count}} de places', seats_other: '{{count}} places' },
      }),
    ar: () =>
      Promise.resolve({
        default: {
          seats_zero: 'لا مقاعد',
          seats_one: 'مقعد واحد',
          seats_two: 'مقعدان',
          seats_few: '{{count}} مقاعد',
          seats_many: '{{count}} مقعدًا',
          seats_other: '{{count}} مقعد',
        },
      }),
    ch: () => Promise.resolve({ default: { seats_other: '{{count}} 个座位' } }),
    vi: () => Promise.resolve({ default: { seats_other: '{{count}} chỗ' } }),
  });
  const inLanguage = async (tag: string, counts: readonly number[]): Promise<string[]> => {
    await i18n.changeLanguage(tag);
    await seats.load();
    const t = i18n.getFixedT(tag, seats.namespace);
    return counts.map((count) => t('seats', { count }));
  };

  it('gives Arabic its six forms', async () => {
    expect(await inLanguage('ar', [0, 1, 2, 5, 11, 100])).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '5 مقاعد',
      '11 مقعدًا',
      '100 مقعد',
    ]);
  });

  it('gives Chinese (`ch`, known as zh-CN) its one form, for 1 as for any count', async () => {
    expect(await inLanguage('zh-CN', [1, 2])).toEqual(['1 个座位', '2 个座位']);
  });

  it('gives Vietnamese its one form, for 1 as for any count', async () => {
    expect(await inLanguage('vi', [1, 2])).toEqual(['1 chỗ', '2 chỗ']);
  });

  it('gives English and French theirs', async () => {
    expect(await inLanguage('en', [1, 2])).toEqual(['1 seat', '2 seats']);
    expect(await inLanguage('fr', [0, 1, 2, 1_000_000])).toEqual([
      '0 place',
      '1 place',
      '2 places',
      '1000000 de places',
    ]);
  });
});

describe("a first visit's language: the first of the reader's the site speaks", () => {
  test.each([
    [['vi-VN', 'vi', 'en-US'], 'vi'],
    [['de-DE', 'fr-CA', 'en'], 'fr'],
    [['zh-TW', 'en'], 'ch'],
    [['ar-EG'], 'ar'],
    [['de', 'ja'], undefined],
    [[], undefined],
  ])('navigator.languages %j -> %s', (languages, language) => {
    expect(preferredLanguage(languages)).toBe(language);
  });

  test.each([
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'vi'],
    ['en-US,en;q=0.9,vi;q=0.8', 'en'],
    ['de,vi;q=0.5,fr;q=0.8', 'fr'],
    ['vi;q=0, fr;q=0.2', 'fr'],
    ['zh-CN', 'ch'],
    ['*', undefined],
    ['de-DE', undefined],
    [undefined, undefined],
    [';;;,q=x', undefined],
  ])('Accept-Language %s -> %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
