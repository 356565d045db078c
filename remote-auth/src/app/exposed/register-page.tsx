// Exposed as `auth/RegisterPage` (/auth/register).
export { RegisterPagePlaceholder as default } from '../placeholder-pages';
