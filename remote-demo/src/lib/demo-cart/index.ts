// The demo shop's cart (spec section 4): the shop, product detail and checkout pages all read and change it.
export {
  addLine,
  decrementLine,
  incrementLine,
  itemCount,
  lineOf,
  removeLine,
  type CartLine,
} from './cart-transitions';
export {
  useAddToCart,
  useCartItemCount,
  useCartLines,
  useClearCart,
  useDecrementLine,
  useDemoCartStore,
  useIncrementLine,
  useRemoveLine,
} from './cart-store';
export { colorKeyOf, PRODUCT_COLOR_KEYS, type ProductColorKey } from './product-colors';
export { CartLink, type CartLinkProps } from './cart-link';
