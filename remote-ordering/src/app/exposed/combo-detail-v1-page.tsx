// Exposed as `ordering/ComboDetailV1Page` (/landing/combodetailv1).
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control';
import { CartButton } from '../../features/cart/components/cart-button';
import { ComboDetailV1 } from '../../features/combos/components/combo-detail-v1';

export default function ComboDetailV1Page() {
  return (
    <ComboDetailV1
      actions={<CartButton />}
      renderAddToCart={(combo) => (
        <AddToCartControl key={combo.id} type="COMBO" itemId={combo.id} name={combo.name} unitPrice={combo.price} />
      )}
    />
  );
}
