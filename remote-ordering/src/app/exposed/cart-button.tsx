// Exposed as `ordering/CartButton`: the host mounts it in its headers. Small on purpose (it is on the first
// page): the count and the guest-to-server merge; the drawer is a separate chunk loaded on first open.
export { CartButton as default } from '../../features/cart/components/cart-button';
