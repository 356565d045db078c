// Exposed as `ordering/FoodMenuPage` (/landing/food).
export { FoodMenuPagePlaceholder as default } from '../placeholder-pages';
