import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppThemeProvider } from '@restaurant/shared/system';
import { aPhoto, renderWithProviders } from '@restaurant/shared/testing';
import { MenuPhoto } from './menu-photo';

const HASH = 'b'.repeat(64);
const SIZES = '(min-width: 768px) 33vw, 100vw';

describe('MenuPhoto', () => {
  it('shows the photo as <picture>: AVIF, then WebP, then the JPEG <img> with its widths, size and alt', () => {
    renderWithProviders(
      <MenuPhoto
        photo={aPhoto(HASH)}
        drawingUrl="/api/images/pho.svg"
        alt="Beef noodle soup"
        sizes={SIZES}
        width={400}
        height={300}
      />,
    );
    const img = screen.getByRole('img', { name: 'Beef noodle soup' });
    expect(img).toHaveAttribute('src', `/api/photos/${HASH}-640.jpg`);
    expect(img).toHaveAttribute(
      'srcset',
      `/api/photos/${HASH}-320.jpg 320w, /api/photos/${HASH}-640.jpg 640w, /api/photos/${HASH}-1280.jpg 1280w`,
    );
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        `/api/photos/${HASH}-320.avif 320w, /api/photos/${HASH}-640.avif 640w, /api/photos/${HASH}-1280.avif 1280w`,
        SIZES,
      ],
      [
        'image/webp',
        `/api/photos/${HASH}-320.webp 320w, /api/photos/${HASH}-640.webp 640w, /api/photos/${HASH}-1280.webp 1280w`,
        SIZES,
      ],
    ]);
  });

  it('the priority photo (above the fold) loads eagerly at high priority', () => {
    renderWithProviders(
      <MenuPhoto
        photo={aPhoto(HASH)}
        drawingUrl="/d.svg"
        alt="Phở bò"
        sizes={SIZES}
        width={640}
        height={480}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Phở bò' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('without a photo, shows the drawing alone (no <picture>)', () => {
    renderWithProviders(
      <MenuPhoto photo={null} drawingUrl="/api/images/pho.svg" alt="Phở bò" sizes={SIZES} width={400} height={300} />,
    );
    const img = screen.getByRole('img', { name: 'Phở bò' });
    expect(img).toHaveAttribute('src', '/api/images/pho.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
  });

  it('a photo narrower than 640 px shows its own largest JPEG', () => {
    renderWithProviders(
      <MenuPhoto photo={aPhoto(HASH, 500, 400)} drawingUrl="/d.svg" alt="Chè" sizes={SIZES} width={400} height={300} />,
    );
    expect(screen.getByRole('img', { name: 'Chè' })).toHaveAttribute('src', `/api/photos/${HASH}-500.jpg`);
  });

  it('is in the server-rendered HTML, and the priority photo is preloaded there', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <AppThemeProvider>
            <MenuPhoto
              photo={aPhoto(HASH)}
              drawingUrl="/d.svg"
              alt="Phở bò"
              sizes={SIZES}
              width={640}
              height={480}
              priority
            />
          </AppThemeProvider>
        </body>
      </html>,
    );
    expect(html).toContain(`<source type="image/avif" srcSet="/api/photos/${HASH}-320.avif 320w`);
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*>/);
    expect(html).toContain(`imageSrcSet="/api/photos/${HASH}-320.avif 320w`);
  });
});
