import { act, render, screen } from '@testing-library/react';
import { Suspense, useMemo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Trans, useTranslation } from 'react-i18next';
import { DEFAULT_CUSTOMIZER, useCustomizerStore } from '../stores/customizer-store';
import { AppThemeProvider } from '../system/app-theme-provider';
import { defineTranslations } from './define-translations';
import { DisplayLanguageContext } from './display-language';
import { i18n, initI18n, type TranslationLoaders, type TranslationResource } from './i18n';

/** Every held-back load, so a test's unreleased languages do not hold up the next test's language changes. */
const unreleased = new Set<() => void>();

type Language = 'en' | 'fr' | 'ar' | 'ch' | 'vi';

/** Loaders that count their calls; the `held` languages resolve only when the test releases them. */
function controlledLoaders(texts: Record<Language, TranslationResource>, held: readonly Language[]) {
  const release: Partial<Record<string, () => void>> = {};
  const loaders = Object.fromEntries(
    Object.entries(texts).map(([language, resource]) => [
      language,
      jest.fn(
        () =>
          new Promise<{ default: TranslationResource }>((resolve) => {
            const done = () => resolve({ default: resource });
            if (!held.includes(language as Language)) {
              done();
              return;
            }
            unreleased.add(done);
            release[language] = () => {
              unreleased.delete(done);
              done();
            };
          }),
      ),
    ]),
  ) as unknown as Record<Language, jest.Mock<ReturnType<TranslationLoaders['en']>, []>>;
  return { loaders, release: (language: Language) => act(async () => release[language]?.()) };
}

const texts = (word: string) => ({
  en: { title: `${word} in English`, seats_one: '{{count}} seat', seats_other: '{{count}} seats' },
  fr: { title: `${word} en français`, seats_one: '{{count}} place', seats_other: '{{count}} places' },
  ar: {
    title: `${word} بالعربية`,
    seats_zero: 'لا مقاعد',
    seats_one: 'مقعد واحد',
    seats_two: 'مقعدان',
    seats_few: '{{count}} مقاعد',
    seats_many: '{{count}} مقعدًا',
    seats_other: '{{count}} مقعد',
  },
  ch: { title: `${word} 中文`, seats_other: '{{count}} 个座位' },
  vi: { title: `${word} tiếng Việt`, seats_other: '{{count}} chỗ' },
});

function immediateLoaders(word: string): TranslationLoaders {
  const all = texts(word);
  return {
    en: () => Promise.resolve({ default: all.en }),
    fr: () => Promise.resolve({ default: all.fr }),
    ar: () => Promise.resolve({ default: all.ar }),
    ch: () => Promise.resolve({ default: all.ch }),
    vi: () => Promise.resolve({ default: all.vi }),
  };
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  await act(async () => {
    for (const done of unreleased) done();
  });
  unreleased.clear();
  useCustomizerStore.setState({ ...DEFAULT_CUSTOMIZER });
  await act(() => i18n.changeLanguage('en'));
});

describe('a component reading a namespace', () => {
  it('waits (suspends) until its namespace is loaded, then shows the words, never the keys', async () => {
    const { loaders, release } = controlledLoaders(texts('Menu'), ['en']);
    const menu = defineTranslations('menu-suspense', loaders);
    function Title() {
      const { t } = menu.useTranslation();
      return <h1>{t('title')}</h1>;
    }

    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <Title />
        </Suspense>,
      );
    });

    expect(screen.getByText('Loading words')).toBeInTheDocument();
    expect(screen.queryByText('title')).not.toBeInTheDocument();
    await release('en');
    expect(await screen.findByRole('heading', { name: 'Menu in English' })).toBeInTheDocument();
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.fr).not.toHaveBeenCalled();
  });

  it('re-renders in the new language once that language is loaded, without showing the fallback again', async () => {
    const { loaders, release } = controlledLoaders(texts('Booking'), ['en', 'fr']);
    const booking = defineTranslations('booking-switch', loaders);
    function Title() {
      const { t } = booking.useTranslation();
      // A memo on `t` follows the language too.
      const seats = useMemo(() => t('seats', { count: 2 }), [t]);
      return (
        <>
          <h1>{t('title')}</h1>
          <p>{seats}</p>
        </>
      );
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <Title />
        </Suspense>,
      );
    });
    await release('en');
    await screen.findByRole('heading', { name: 'Booking in English' });

    let switched = false;
    const change = i18n.changeLanguage('fr').then(() => {
      switched = true;
    });
    // Until French is in, the page stays in English rather than blanking.
    expect(screen.getByRole('heading', { name: 'Booking in English' })).toBeInTheDocument();
    expect(switched).toBe(false);
    await release('fr');
    await act(() => change);

    expect(screen.getByRole('heading', { name: 'Booking en français' })).toBeInTheDocument();
    expect(screen.getByText('2 places')).toBeInTheDocument();
    expect(screen.queryByText('Loading words')).not.toBeInTheDocument();
  });

  it('follows a language chosen in the customizer, with Arabic plural forms', async () => {
    const seating = defineTranslations('seating-customizer', immediateLoaders('Seating'));
    function Seats({ count }: { count: number }) {
      const { t } = seating.useTranslation();
      return <li>{t('seats', { count })}</li>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <ul>
            {[0, 1, 2, 5, 11, 100].map((count) => (
              <Seats key={count} count={count} />
            ))}
          </ul>
        </Suspense>,
      );
    });
    expect(await screen.findByText('1 seat')).toBeInTheDocument();

    await act(async () => useCustomizerStore.getState().setLanguage('ar'));

    await screen.findByText('مقعد واحد');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '5 مقاعد',
      '11 مقعدًا',
      '100 مقعد',
    ]);
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('reads common words through a `common:` key and keeps `{{name}}` values unescaped', async () => {
    const orders = defineTranslations('orders-common', {
      ...immediateLoaders('Orders'),
      en: () => Promise.resolve({ default: { hello: 'Hello {{name}}' } }),
    });
    function Greeting() {
      const { t } = orders.useTranslation();
      return (
        <p>
          {t('hello', { name: 'Zoë & <Co>' })} / {t('common:retry')}
        </p>
      );
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Zoë & <Co> / Retry')).toBeInTheDocument();
  });
});

describe('inside the app, in the display language', () => {
  it("renders in the display language the tree is given, whatever i18next's current language", async () => {
    const menu = defineTranslations('menu-display', immediateLoaders('Menu'));
    await menu.load();
    function Title() {
      const { t } = menu.useTranslation();
      return <h1>{t('title')}</h1>;
    }
    await act(async () => {
      render(
        <DisplayLanguageContext.Provider value="fr">
          <Suspense fallback={<p>Loading words</p>}>
            <Title />
          </Suspense>
        </DisplayLanguageContext.Provider>,
      );
    });

    expect(await screen.findByRole('heading', { name: 'Menu en français' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('keeps the old words until the chosen language is in, then shows the new ones without the fallback', async () => {
    const { loaders, release } = controlledLoaders(texts('Combo'), ['fr']);
    const combo = defineTranslations('combo-display', loaders);
    function Title() {
      const { t } = combo.useTranslation();
      return <h1>{t('title')}</h1>;
    }
    await act(async () => {
      render(
        <AppThemeProvider>
          <Suspense fallback={<p>Loading words</p>}>
            <Title />
          </Suspense>
        </AppThemeProvider>,
      );
    });
    await screen.findByRole('heading', { name: 'Combo in English' });

    await act(async () => useCustomizerStore.getState().setLanguage('fr'));
    expect(screen.getByRole('heading', { name: 'Combo in English' })).toBeInTheDocument();
    expect(screen.queryByText('Loading words')).not.toBeInTheDocument();
    await release('fr');

    expect(await screen.findByRole('heading', { name: 'Combo en français' })).toBeInTheDocument();
    expect(screen.queryByText('Loading words')).not.toBeInTheDocument();
  });
});

describe('react-i18next as documented', () => {
  it("reads a defined namespace with react-i18next's own useTranslation('namespace')", async () => {
    defineTranslations('offers-hook', immediateLoaders('Offers'));
    function Title() {
      const { t } = useTranslation('offers-hook');
      return <h1>{t('title')}</h1>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <Title />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Offers in English' })).toBeInTheDocument();
  });

  it('keeps br, strong, i and p in a Trans text, and a value stays text, never markup', async () => {
    const notices = defineTranslations('notices-trans', {
      ...immediateLoaders('Notices'),
      en: () =>
        Promise.resolve({
          default: {
            hours: 'Open <strong>daily</strong><br/>from <i>{{hour}}</i><p>Book ahead</p>',
          },
        }),
    });
    function Hours() {
      const { t } = notices.useTranslation();
      return (
        <section aria-label="hours">
          <Trans t={t} i18nKey="hours" values={{ hour: '<b>9</b>' }} />
        </section>
      );
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading words</p>}>
          <Hours />
        </Suspense>,
      );
    });

    const section = await screen.findByRole('region', { name: 'hours' });
    expect(section.querySelector('strong')).toHaveTextContent('daily');
    expect(section.querySelector('br')).not.toBeNull();
    expect(section.querySelector('i')).toHaveTextContent('<b>9</b>');
    expect(section.querySelector('p')).toHaveTextContent('Book ahead');
    expect(section.querySelector('b')).toBeNull();
  });
});

describe('hydrating a server-rendered page', () => {
  it('renders the same words as the server in its language, so React adopts the markup without a mismatch', async () => {
    const reviews = defineTranslations('reviews-hydration', immediateLoaders('Reviews'));
    await act(() => i18n.changeLanguage('fr'));
    await reviews.load();
    function Title() {
      const { t } = reviews.useTranslation();
      return <h1>{t('title')}</h1>;
    }
    const page = (
      <Suspense fallback={<p>Loading words</p>}>
        <Title />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    const onRecoverableError = jest.fn();

    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(serverHeading).toHaveTextContent('Reviews en français');
    act(() => root.unmount());
    container.remove();
  });
});
