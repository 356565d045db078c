// The demo shop's twelve products, each written once: its title, description, colours and the drawing of its
// picture. The generator takes the words from here and scripts/draw-sample-images.ts draws `product-<n>.svg` from the
// same entry (in the first of its colours), so a scarf is drawn as a scarf in the colour its list starts with.
// No imports but types: the drawing script reads this file under Node.
import type { ProductCategory, ProductGender } from './types';

/** What a product's picture shows (the drawing script has one drawing for each). */
export type ProductArt =
  'book' | 'shirt' | 'scarf' | 'tee' | 'headphones' | 'earbuds' | 'headset' | 'ball-set' | 'beach-ball' | 'soft-ball';

export interface CatalogueProduct {
  title: string;
  category: ProductCategory;
  gender: ProductGender;
  art: ProductArt;
  /** Palette colours (spec section 9) the product comes in; the picture shows the first. */
  colors: readonly string[];
  description: string;
}

/** In the generator's order: product `n` (from 0) has picture `product-<n + 1>.svg`. */
export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = [
  {
    title: 'The Rice Fields Diary',
    category: 'books',
    gender: 'Women',
    art: 'book',
    colors: ['#00AB55'],
    description:
      'A year in the rice fields of the northern hills, told as a diary: planting in spring, the long rains, the harvest. A green clothbound hardback with 48 watercolour plates.',
  },
  {
    title: 'Linen Summer Shirt',
    category: 'fashion',
    gender: 'Men',
    art: 'shirt',
    colors: ['#1890FF', '#000000'],
    description:
      'A light linen shirt with a soft collar and mother-of-pearl buttons, cut loose to stay cool on hot days. Machine washable; the linen softens with every wash.',
  },
  {
    title: 'Studio Headphones',
    category: 'electronics',
    gender: 'Men',
    art: 'headphones',
    colors: ['#000000', '#FF4842'],
    description:
      'Closed-back studio headphones with 40 mm drivers, a flat response for mixing and cushioned ear cups for long sessions. Detachable 3 m cable included.',
  },
  {
    title: 'Bouncy Ball Set',
    category: 'toys',
    gender: 'Kids',
    art: 'ball-set',
    colors: ['#FF4842', '#FFC107', '#1890FF'],
    description:
      'Three rubber bouncy balls in a mesh bag: each ball bounces higher than a child’s head and is soft enough for indoor play. For ages three and up.',
  },
  {
    title: 'Cooking With Herbs',
    category: 'books',
    gender: 'Women',
    art: 'book',
    colors: ['#94D82D'],
    description:
      'Eighty recipes built around fresh herbs (basil, coriander, lemongrass, mint) with a guide to growing each herb on a windowsill. Paperback, 220 pages.',
  },
  {
    title: 'Silk Áo Dài Scarf',
    category: 'fashion',
    gender: 'Women',
    art: 'scarf',
    colors: ['#FF4842', '#FFC0CB'],
    description:
      'A long silk scarf cut from the same fabric as an áo dài, with a hand-knotted fringe at both ends. Wear the scarf loose over a coat or knotted at the neck.',
  },
  {
    title: 'Wireless Earbuds',
    category: 'electronics',
    gender: 'Women',
    art: 'earbuds',
    colors: ['#000000', '#1890FF'],
    description:
      'True wireless earbuds with noise reduction and six hours of play per charge; the pocket case charges the earbuds three more times. Sweat resistant.',
  },
  {
    title: 'Striped Beach Ball',
    category: 'toys',
    gender: 'Kids',
    art: 'beach-ball',
    colors: ['#1890FF', '#FF4842'],
    description:
      'An inflatable beach ball with white stripes, 50 cm across when full: light enough to float and big enough to catch. Patch kit in the box.',
  },
  {
    title: 'Stories of the Mekong',
    category: 'books',
    gender: 'Men',
    art: 'book',
    colors: ['#1890FF'],
    description:
      'Twelve short stories set along the Mekong, from the mountains of Yunnan to the floating markets of the delta. A blue hardback with a ribbon marker.',
  },
  {
    title: 'Everyday Cotton Tee',
    category: 'fashion',
    gender: 'Kids',
    art: 'tee',
    colors: ['#000000', '#FFC0CB', '#94D82D'],
    description:
      'A plain organic cotton tee with a round neck that keeps its shape wash after wash. Sizes from 4 to 14 years.',
  },
  {
    title: 'Travel Headset',
    category: 'electronics',
    gender: 'Men',
    art: 'headset',
    colors: ['#1890FF', '#000000'],
    description:
      'A folding headset with a boom microphone for calls on the move: the headset folds flat into its case and runs twenty hours on one charge.',
  },
  {
    title: 'Soft Play Ball',
    category: 'toys',
    gender: 'Kids',
    art: 'soft-ball',
    colors: ['#FFC0CB', '#94D82D'],
    description:
      'A plush play ball with stitched panels and a gentle rattle inside, safe for babies from six months. The soft ball is machine washable.',
  },
];
