// Exposed as `ordering/OrderDetailPage` (/landing/orders/:id): the confirmation after ordering, then the live status.
export { OrderDetailPage as default } from '../../features/orders/components/order-detail-page';
