// The committed sample images (remote-demo/scripts/draw-sample-images.ts draws them); webpack gives each its URL,
// which `remoteAssetUrl` puts under the remote's public path in a server render.
import { remoteAssetUrl } from '@restaurant/shared';
import avatar1 from './images/avatar-1.svg';
import avatar10 from './images/avatar-10.svg';
import avatar11 from './images/avatar-11.svg';
import avatar12 from './images/avatar-12.svg';
import avatar2 from './images/avatar-2.svg';
import avatar3 from './images/avatar-3.svg';
import avatar4 from './images/avatar-4.svg';
import avatar5 from './images/avatar-5.svg';
import avatar6 from './images/avatar-6.svg';
import avatar7 from './images/avatar-7.svg';
import avatar8 from './images/avatar-8.svg';
import avatar9 from './images/avatar-9.svg';
import cover1 from './images/cover-1.svg';
import cover10 from './images/cover-10.svg';
import cover2 from './images/cover-2.svg';
import cover3 from './images/cover-3.svg';
import cover4 from './images/cover-4.svg';
import cover5 from './images/cover-5.svg';
import cover6 from './images/cover-6.svg';
import cover7 from './images/cover-7.svg';
import cover8 from './images/cover-8.svg';
import cover9 from './images/cover-9.svg';
import gallery1 from './images/gallery-1.svg';
import gallery10 from './images/gallery-10.svg';
import gallery11 from './images/gallery-11.svg';
import gallery12 from './images/gallery-12.svg';
import gallery2 from './images/gallery-2.svg';
import gallery3 from './images/gallery-3.svg';
import gallery4 from './images/gallery-4.svg';
import gallery5 from './images/gallery-5.svg';
import gallery6 from './images/gallery-6.svg';
import gallery7 from './images/gallery-7.svg';
import gallery8 from './images/gallery-8.svg';
import gallery9 from './images/gallery-9.svg';
import product1 from './images/product-1.svg';
import product10 from './images/product-10.svg';
import product11 from './images/product-11.svg';
import product12 from './images/product-12.svg';
import product2 from './images/product-2.svg';
import product3 from './images/product-3.svg';
import product4 from './images/product-4.svg';
import product5 from './images/product-5.svg';
import product6 from './images/product-6.svg';
import product7 from './images/product-7.svg';
import product8 from './images/product-8.svg';
import product9 from './images/product-9.svg';

const served = (urls: readonly string[]): readonly string[] => urls.map((url) => remoteAssetUrl('demo', url));

export const PRODUCT_IMAGES: readonly string[] = served([
  product1,
  product2,
  product3,
  product4,
  product5,
  product6,
  product7,
  product8,
  product9,
  product10,
  product11,
  product12,
]);

export const AVATAR_IMAGES: readonly string[] = served([
  avatar1,
  avatar2,
  avatar3,
  avatar4,
  avatar5,
  avatar6,
  avatar7,
  avatar8,
  avatar9,
  avatar10,
  avatar11,
  avatar12,
]);

export const COVER_IMAGES: readonly string[] = served([
  cover1,
  cover2,
  cover3,
  cover4,
  cover5,
  cover6,
  cover7,
  cover8,
  cover9,
  cover10,
]);

export const GALLERY_IMAGES: readonly string[] = served([
  gallery1,
  gallery2,
  gallery3,
  gallery4,
  gallery5,
  gallery6,
  gallery7,
  gallery8,
  gallery9,
  gallery10,
  gallery11,
  gallery12,
]);
