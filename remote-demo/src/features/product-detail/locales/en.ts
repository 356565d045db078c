import type { Translated } from '@restaurant/shared';
const en = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  category: 'Category',
  categories: { books: 'Books', fashion: 'Fashion', electronics: 'Electronics', toys: 'Toys' },
  was: 'Was',
  rating: 'Rated {{rating}} out of 5',
  color: 'Colour',
  colors: {
    blue: 'Blue',
    lime: 'Lime',
    red: 'Red',
    amber: 'Amber',
    green: 'Green',
    black: 'Black',
    pink: 'Pink',
  },
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  added: '{{count}} × {{title}} added to the cart',
  cart: { label: 'Cart', items: 'items' },
  gallery: {
    label: 'Product images',
    views: { full: 'Whole product', closeUp: 'Close-up', mirrored: 'Other side' },
    show: 'Show image: {{view}}',
  },
  tabs: { label: 'Product information', description: 'Description', reviews: 'Reviews ({{count}})' },
  reviews: { by: 'Review by {{name}}', rating: 'Rated {{rating}} out of 5' },
  related: 'Related products',
  notFound: {
    title: 'Product not found',
    description: 'There is no product with this number. It may have been removed.',
    back: 'Back to the shop',
  },
  loadError: 'The product could not be loaded',
};

export type ProductDetailTexts = Translated<typeof en>;
export default en;
