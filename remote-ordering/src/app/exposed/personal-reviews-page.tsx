// Exposed as `ordering/PersonalReviewsPage` (/landing/reviews).
import '../i18n';
export { PersonalReviewsPage as default } from '../../features/reviews/components/personal-reviews-page';
