// Exposed as `ordering/ComboDetailPage` (/landing/combo-detail/:id).
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control';
import { CartButton } from '../../features/cart/components/cart-button';
import { ComboDetail } from '../../features/combos/components/combo-detail';

export default function ComboDetailPage() {
  return (
    <ComboDetail
      actions={<CartButton />}
      renderAddToCart={(combo) => (
        <AddToCartControl key={combo.id} type="COMBO" itemId={combo.id} name={combo.name} unitPrice={combo.price} />
      )}
    />
  );
}
