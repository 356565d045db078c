// Exposed as `auth/Login2Page` (/auth/login2).
export { Login2PagePlaceholder as default } from '../placeholder-pages';
