import { waitFor } from '@testing-library/dom';
import { DEFAULT_CUSTOMIZER, useCustomizerStore } from '../stores/customizer-store';
import { i18n, initI18n, registerTranslations, type TranslationLoader } from './i18n';
import ar from './locales/common/ar';
import ch from './locales/common/ch';
import en from './locales/common/en';
import fr from './locales/common/fr';
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
    expect(i18n.hasResourceBundle('ch', 'common')).toBe(false);
  });
});

describe('language and direction', () => {
  it('switches the whole document to rtl when Arabic is chosen in the customizer', async () => {
    useCustomizerStore.getState().setLanguage('ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));

    expect(i18n.language).toBe('ar');
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

  it('marks Chinese (`ch`) with its real language tag for assistive technology', async () => {
    await i18n.changeLanguage('ch');
    expect(root.lang).toBe('zh-CN');
    expect(root.dir).toBe('ltr');
    expect(i18n.t('retry')).toBe('重试');
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

describe('registerTranslations', () => {
  function loaders(namespace: string) {
    const make = (language: string): jest.Mock<ReturnType<TranslationLoader>, []> =>
      jest.fn(() => Promise.resolve({ default: { title: `${namespace} ${language}` } }));
    return { en: make('en'), fr: make('fr'), ar: make('ar'), ch: make('ch') };
  }

  it('loads a remote namespace for the current language (and the English fallback) only', async () => {
    await i18n.changeLanguage('fr');
    const ordering = loaders('ordering');

    await registerTranslations('ordering', ordering);

    expect(i18n.t('title', { ns: 'ordering' })).toBe('ordering fr');
    expect(ordering.fr).toHaveBeenCalledTimes(1);
    expect(ordering.ar).not.toHaveBeenCalled();
    expect(ordering.ch).not.toHaveBeenCalled();
  });

  it('loads the namespace in a language chosen later', async () => {
    const reservation = loaders('reservation');
    await registerTranslations('reservation', reservation);
    expect(reservation.ch).not.toHaveBeenCalled();

    await i18n.changeLanguage('ch');
    expect(reservation.ch).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'reservation' })).toBe('reservation ch');
  });
});

describe('common translations', () => {
  function leaves(resource: object, prefix = ''): string[] {
    return Object.entries(resource).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  }

  test.each([
    ['fr', fr],
    ['ar', ar],
    ['ch', ch],
  ])('%s translates every English key', (_language, resource) => {
    expect(leaves(resource).sort()).toEqual(leaves(en).sort());
    expect(resource.unavailable.title).not.toBe(en.unavailable.title);
    expect(resource.retry).not.toBe(en.retry);
  });
});
