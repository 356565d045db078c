// How the demo shop's pages show a product's price and rating, the same on the shop, detail and checkout.
export { ProductPrice, type ProductPriceProps } from './product-price';
export { RatingStars, type RatingStarsProps } from './rating-stars';
