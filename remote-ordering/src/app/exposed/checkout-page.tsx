// Exposed as `ordering/CheckoutPage` (/landing/checkout). A lazy route module: nothing of the checkout is on the homepage.
export { CheckoutPage as default } from '../../features/checkout/components/checkout-page';
