// Exposed as `auth/LoginPage` (/auth/login).
export { LoginPagePlaceholder as default } from '../placeholder-pages';
