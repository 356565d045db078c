// Exposed as `auth/NotFoundPage` (/auth/404).
import '../i18n';
export { NotFoundPage as default } from '../../features/status-pages/components/not-found-page';
