import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { PopularDishes } from '../features/menu/components/popular-dishes';

/** The homepage's dishes with their add-to-cart buttons: composed here because features do not import each other. */
export default function PopularDishesWithCart() {
  return (
    <PopularDishes renderFoodAction={(food) => <AddToCartButton type="FOOD" itemId={food.id} name={food.name} />} />
  );
}
