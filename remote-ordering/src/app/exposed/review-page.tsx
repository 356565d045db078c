// Exposed as `ordering/ReviewPage` (/landing/review).
export { ReviewsPage as default } from '../../features/reviews/components/reviews-page';
