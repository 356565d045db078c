// Exposed as `ordering/HomePage` (/landing/homepage).
export { HomePagePlaceholder as default } from '../placeholder-pages';
