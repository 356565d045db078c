// Exposed as `auth/NotFoundPage` (/auth/404).
export { NotFoundPage as default } from '../not-found-page';
