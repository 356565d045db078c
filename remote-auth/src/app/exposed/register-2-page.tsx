// Exposed as `auth/Register2Page` (/auth/register2).
export { Register2PagePlaceholder as default } from '../placeholder-pages';
