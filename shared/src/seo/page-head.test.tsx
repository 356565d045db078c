import { loadTranslations, renderWithProviders } from '../testing/render-with-providers';
import { PageHead } from './page-head';
import { SiteOriginContext } from './site-origin';

const metaContent = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

beforeAll(() => loadTranslations([]));

describe('PageHead', () => {
  it("shows a page's own picture, absolute on the site's origin, in both cards", () => {
    renderWithProviders(
      <SiteOriginContext value="https://bep-nha.example">
        <PageHead title="Phở bò" description="Beef noodle soup" image="/api/photos/abc-1280.jpg" />
      </SiteOriginContext>,
    );
    expect(metaContent('og:image')).toBe('https://bep-nha.example/api/photos/abc-1280.jpg');
    expect(metaContent('twitter:image')).toBe('https://bep-nha.example/api/photos/abc-1280.jpg');
    expect(metaContent('twitter:card')).toBe('summary_large_image');
  });

  it("shows the restaurant's picture when the page has none, on the browser's own origin", () => {
    renderWithProviders(<PageHead title="Vouchers" description="Offers" />);
    expect(metaContent('og:image')).toBe(`${window.location.origin}/restaurant.jpg`);
  });
});
