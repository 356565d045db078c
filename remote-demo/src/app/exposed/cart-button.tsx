// Exposed as `demo/CartButton`: the host's dashboard layout shows it in its header on demo pages, in place of the
// restaurant's cart (which links to the restaurant's menu and never counts what the demo shop holds), so the demo
// shop has one cart. A header widget: small, it brings only the cart store and the shop's words.
import { shopTranslations } from '../../features/shop/translations';
import { CartLink } from '../../lib/demo-cart';

export default function DemoCartButton() {
  const { t } = shopTranslations.useTranslation();
  return <CartLink label={t('cart.label')} itemsLabel={t('cart.items')} size="md" />;
}
