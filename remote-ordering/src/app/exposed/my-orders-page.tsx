// Exposed as `ordering/MyOrdersPage` (/landing/orders).
export { MyOrdersPage as default } from '../../features/orders/components/my-orders-page';
