// Exposed as `ordering/FoodMenuPage` (/landing/food).
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { CartButton } from '../../features/cart/components/cart-button';
import { FoodMenu } from '../../features/menu/components/food-menu';

export default function FoodMenuPage() {
  return (
    <FoodMenu
      actions={<CartButton />}
      renderFoodAction={(food) => <AddToCartButton type="FOOD" itemId={food.id} name={food.name} />}
    />
  );
}
