// Exposed as `ordering/FoodDetailPage` (/landing/food-detail/:id).
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control';
import { CartButton } from '../../features/cart/components/cart-button';
import { FoodDetail } from '../../features/menu/components/food-detail';

export default function FoodDetailPage() {
  return (
    <FoodDetail
      actions={<CartButton />}
      renderAddToCart={(food) => (
        <AddToCartControl key={food.id} type="FOOD" itemId={food.id} name={food.name} unitPrice={food.price} />
      )}
    />
  );
}
