import type { GalleryItem } from '../../../lib/sample-data';
import { matchesSearch } from '../../../lib/search';

/** The photos whose name contains the search. */
export function searchGallery(items: readonly GalleryItem[], query: string): GalleryItem[] {
  return items.filter((item) => matchesSearch(query, [item.name]));
}

/**
 * The photo an arrow key leads to, wrapping at both ends. The arrows follow the reading direction: in right-to-left
 * pages the next photo is to the left, so ArrowLeft moves forward. Other keys leave the index as it is.
 */
export function stepByKey(index: number, count: number, key: string, direction: 'ltr' | 'rtl'): number {
  if (count === 0) return index;
  const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forwardKey) return (index + 1) % count;
  if (key === backKey) return (index - 1 + count) % count;
  return index;
}
