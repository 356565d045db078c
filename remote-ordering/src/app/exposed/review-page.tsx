// Exposed as `ordering/ReviewPage` (/landing/review).
import '../i18n';
export { ReviewsPage as default } from '../../features/reviews/components/reviews-page';
