import type { Translated } from '@restaurant/shared';
const en = {
  description: 'Photos of the team and the restaurant. Open one to see it larger.',
  search: 'Search photos',
  searchPlaceholder: 'Photo name',
  total: '{{count}} photos',
  open: 'Open {{name}}',
  viewer: {
    position: 'Photo {{current}} of {{total}}',
    previous: 'Previous photo',
    next: 'Next photo',
    hint: 'Use the arrow keys to move between photos, Escape to close.',
  },
  noResults: 'No photo matches “{{query}}”.',
  loadError: 'The gallery could not be loaded',
};

export type GalleryTexts = Translated<typeof en>;
export default en;
