import { preload } from 'react-dom';
import type { Photo, PhotoFormat, PhotoVariant } from '@restaurant/shared/contracts';
import { chakra, Image, type SystemStyleObject } from '@restaurant/shared/ui';

export interface MenuPhotoProps {
  /** The uploaded photo; null: the drawing (`drawingUrl`) is shown. */
  photo: Photo | null;
  /** The seeded SVG drawing of the dish, combo or category. */
  drawingUrl: string;
  alt: string;
  /** How wide the picture is drawn at each viewport (the `sizes` attribute): the browser picks the width. */
  sizes: string;
  /** The box reserved before it loads (width and height attributes): nothing moves when it arrives. */
  width: number;
  height: number;
  /**
   * Above the fold and likely the page's largest picture (the first cards, a detail page's photo): fetched eagerly
   * at high priority, and preloaded from the server-rendered page. Otherwise it loads lazily, near the viewport.
   */
  priority?: boolean;
  /** Rounded corners (the detail pages). */
  borderRadius?: string;
}

const srcSet = (variants: readonly PhotoVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');
const ofFormat = (photo: Photo, format: PhotoFormat) => photo.variants.filter((v) => v.format === format);

/** Which of a format's variants a browser without `srcset` shows: the one nearest 640 px. */
function middle(variants: readonly PhotoVariant[]): PhotoVariant | undefined {
  return variants.find((v) => v.width >= 640) ?? variants[variants.length - 1];
}

/**
 * A dish's, combo's or category's picture: the uploaded photo as `<picture>` (AVIF, then WebP, then JPEG, each with
 * its widths), or the drawing when there is none. Always 4:3 in its box, cropped to fill.
 */
export function MenuPhoto({
  photo,
  drawingUrl,
  alt,
  sizes,
  width,
  height,
  priority = false,
  borderRadius,
}: MenuPhotoProps) {
  const look: SystemStyleObject = {
    width: 'full',
    height: 'auto',
    aspectRatio: `${width} / ${height}`,
    objectFit: 'cover',
    bg: 'bg.muted',
    borderRadius,
  };
  const loading = {
    // The priority photo is decoded with the frame that shows the page: decoded apart (`async`), it may only come
    // a frame or more later, and the page's largest paint with it.
    decoding: priority ? ('sync' as const) : ('async' as const),
    loading: priority ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  const jpeg = photo ? ofFormat(photo, 'jpeg') : [];
  const fallback = middle(jpeg);
  if (!photo || !fallback) {
    return <Image src={drawingUrl} alt={alt} htmlWidth={width} htmlHeight={height} css={look} {...loading} />;
  }

  const avif = ofFormat(photo, 'avif');
  const webp = ofFormat(photo, 'webp');
  if (priority && avif.length) {
    // the largest picture above the fold: its request starts with the page, before the stylesheet and scripts
    preload(middle(avif)!.url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(avif),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  // The <img> is styled from its <picture>: a styled <img> brings its own <style> tag into the server's HTML, between
  // the <source>s and the <img>, and the browser's preload scanner then fetched the JPEG beside the AVIF it shows.
  return (
    <chakra.picture display="contents" css={{ '& > img': look }}>
      {avif.length ? <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} /> : null}
      {webp.length ? <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} /> : null}
      <img
        src={fallback.url}
        srcSet={srcSet(jpeg)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className="chakra-image"
        {...loading}
      />
    </chakra.picture>
  );
}

/**
 * The picture a shared link or a search result shows of a dish, combo or category (Open Graph, JSON-LD): the largest
 * JPEG of its photo (what every reader of those reads), else its drawing.
 */
export function shareImageUrl(photo: Photo | null, drawingUrl: string): string {
  const jpeg = photo ? ofFormat(photo, 'jpeg') : [];
  return (
    jpeg.reduce<PhotoVariant | undefined>((widest, v) => (widest && widest.width >= v.width ? widest : v), undefined)
      ?.url ?? drawingUrl
  );
}
