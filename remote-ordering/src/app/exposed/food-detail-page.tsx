// Exposed as `ordering/FoodDetailPage` (/landing/food-detail/:id).
export { FoodDetailPagePlaceholder as default } from '../placeholder-pages';
