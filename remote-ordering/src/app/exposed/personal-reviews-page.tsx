// Exposed as `ordering/PersonalReviewsPage` (/landing/reviews).
export { PersonalReviewsPagePlaceholder as default } from '../placeholder-pages';
