import type { GalleryItem } from '../../../lib/sample-data';
import { searchGallery, stepByKey } from './gallery';

describe('stepByKey', () => {
  it.each([
    ['ArrowRight goes to the next photo (ltr)', 0, 'ArrowRight', 'ltr', 1],
    ['ArrowLeft goes to the previous photo (ltr)', 2, 'ArrowLeft', 'ltr', 1],
    ['the next of the last is the first', 4, 'ArrowRight', 'ltr', 0],
    ['the previous of the first is the last', 0, 'ArrowLeft', 'ltr', 4],
    ['rtl mirrors: ArrowLeft goes to the next', 0, 'ArrowLeft', 'rtl', 1],
    ['rtl mirrors: ArrowRight goes to the previous', 0, 'ArrowRight', 'rtl', 4],
    ['other keys do nothing', 3, 'ArrowUp', 'ltr', 3],
  ] as const)('%s', (_case, index, key, direction, expected) => {
    expect(stepByKey(index, 5, key, direction)).toBe(expected);
  });

  it('stays put in an empty gallery', () => {
    expect(stepByKey(0, 0, 'ArrowRight', 'ltr')).toBe(0);
  });
});

describe('searchGallery', () => {
  const item = (id: number, name: string): GalleryItem => ({ id, name, cover: `/g-${id}.svg`, time: '2026-01-01' });
  it('keeps the photos whose name contains the search', () => {
    const items = [item(1, 'Kitchen at night'), item(2, 'Terrace'), item(3, 'Night market')];
    expect(searchGallery(items, 'night').map((i) => i.id)).toEqual([1, 3]);
    expect(searchGallery(items, '')).toHaveLength(3);
  });
});
