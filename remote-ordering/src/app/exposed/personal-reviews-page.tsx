// Exposed as `ordering/PersonalReviewsPage` (/landing/reviews).
export { PersonalReviewsPage as default } from '../../features/reviews/components/personal-reviews-page';
