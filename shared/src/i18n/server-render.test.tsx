/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { defineTranslations } from './define-translations';
import { createRequestI18n, i18n as globalI18n, type I18n, type TranslationLoaders } from './i18n';

/** The whole HTML once every suspended part is done, as the site's server renderer waits for it. */
function renderAll(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              html += chunk.toString();
              done();
            },
            final(done) {
              resolve(html);
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

const loaders = (title: string): TranslationLoaders => ({
  en: () => Promise.resolve({ default: { title: `${title} (en)` } }),
  fr: () => Promise.resolve({ default: { title: `${title} (fr)` } }),
  ar: () => Promise.resolve({ default: { title: `${title} (ar)` } }),
  ch: () => Promise.resolve({ default: { title: `${title} (ch)` } }),
  vi: () => Promise.resolve({ default: { title: `${title} (vi)` } }),
});

/** A load that finishes only when the test says so. */
function held<T>(value: T): { load: () => Promise<T>; release: () => void } {
  let release = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { load: () => ready.then(() => value), release };
}

it('renders on the server with the words in: a namespace still loading holds its part until it is', async () => {
  const i18n = await createRequestI18n('fr');
  const french = held({ default: { title: 'Offres (fr)' } });
  const offers = defineTranslations('offers-server', { ...loaders('Offers'), fr: french.load });
  function Title() {
    const { t } = offers.useTranslation();
    return <h1>{t('title')}</h1>;
  }

  const rendering = renderAll(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading words</p>}>
        <Title />
      </Suspense>
    </I18nextProvider>,
  );
  french.release();
  const html = await rendering;

  expect(html).toContain('<h1>Offres (fr)</h1>');
  expect(html).not.toContain('Loading words');
});

it('runs two renders in different languages side by side without mixing their words', async () => {
  // Both instances exist before the namespace is defined, as a page's remote is loaded by the render that needs it.
  const [inArabic, inChinese] = await Promise.all([
    createRequestI18n('ar', ['common']),
    createRequestI18n('ch', ['common']),
  ]);
  const arabic = held({ default: { title: 'الأطباق (ar)' } });
  const chinese = held({ default: { title: '菜单 (ch)' } });
  const dishes = defineTranslations('dishes-concurrent', { ...loaders('Dishes'), ar: arabic.load, ch: chinese.load });
  function Page() {
    const { t, i18n } = dishes.useTranslation();
    return (
      <main lang={i18n.language}>
        <h1>{t('title')}</h1>
        <p>{t('common:retry')}</p>
      </main>
    );
  }
  const page = (i18n: I18n) => (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading words</p>}>
        <Page />
      </Suspense>
    </I18nextProvider>
  );

  // Both renders wait on their words before either language's texts arrive.
  const arabicPage = renderAll(page(inArabic));
  const chinesePage = renderAll(page(inChinese));
  chinese.release();
  arabic.release();
  const [arabicHtml, chineseHtml] = await Promise.all([arabicPage, chinesePage]);

  expect(arabicHtml).toContain('<main lang="ar"><h1>الأطباق (ar)</h1><p>إعادة المحاولة</p></main>');
  expect(chineseHtml).toContain('<main lang="zh-CN"><h1>菜单 (ch)</h1><p>重试</p></main>');
  // The browser's instance is not moved by either.
  expect(globalI18n.language).toBe('en');
});
