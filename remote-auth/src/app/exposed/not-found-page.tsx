// Exposed as `auth/NotFoundPage` (/auth/404).
export { NotFoundPage as default } from '../../features/status-pages/components/not-found-page';
