// Exposed as `auth/ForgotPassword2Page` (/auth/forgot-password2).
export { ForgotPassword2PagePlaceholder as default } from '../placeholder-pages';
