// Exposed as `auth/ForgotPasswordPage` (/auth/forgot-password).
export { ForgotPasswordPagePlaceholder as default } from '../placeholder-pages';
