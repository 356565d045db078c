import { MAX_PHOTO_BYTES, type Photo } from '@restaurant/shared/contracts';

/** The formats a manager may upload, as the file input's `accept`. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';

/** The file's size in MB (one decimal) when over the limit, null when it may be sent. */
export function oversizeMegabytes(file: Pick<File, 'size'>): string | null {
  return file.size > MAX_PHOTO_BYTES ? (file.size / (1024 * 1024)).toFixed(1) : null;
}

/** The smallest JPEG or WebP variant (a thumbnail), else the record's drawing. */
export function thumbnailOf(record: { photo: Photo | null; imageUrl: string }): string {
  const variants = (record.photo?.variants ?? []).filter((variant) => variant.format !== 'avif');
  const smallest = [...variants].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? record.imageUrl;
}
