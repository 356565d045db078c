// Exposed as `demo/EcommerceSection`: every /ecommerce/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('ecommerce', {
  shop: () => import('../../features/shop/components/shop-page'),
  detail: () => import('../../features/product-detail/components/product-detail-page'),
  'eco-checkout': () => import('../../features/checkout/components/checkout-page'),
  'eco-product-list': () => import('../../features/product-list/components/product-list-page'),
});
