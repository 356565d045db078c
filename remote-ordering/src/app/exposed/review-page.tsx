// Exposed as `ordering/ReviewPage` (/landing/review).
export { ReviewPagePlaceholder as default } from '../placeholder-pages';
