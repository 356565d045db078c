/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { defineTranslations } from './define-translations';
import { i18n, initI18n, type TranslationLoaders } from './i18n';

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
  en: () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: `${title} (en)` } }), 10)),
  fr: () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: `${title} (fr)` } }), 10)),
  ar: () => Promise.resolve({ default: { title: `${title} (ar)` } }),
  ch: () => Promise.resolve({ default: { title: `${title} (ch)` } }),
});

it('renders on the server with the words in: a namespace still loading holds its part until it is', async () => {
  await initI18n('fr');
  const offers = defineTranslations('offers-server', loaders('Offers'));
  function Title() {
    const { t } = offers.useTranslation();
    return <h1>{t('title')}</h1>;
  }

  const html = await renderAll(
    <Suspense fallback={<p>Loading words</p>}>
      <Title />
    </Suspense>,
  );

  expect(i18n.language).toBe('fr');
  expect(html).toContain('<h1>Offers (fr)</h1>');
  expect(html).not.toContain('Loading words');
});
