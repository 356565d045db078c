// Exposed as `ordering/ComboDetailPage` (/landing/combo-detail/:id).
export { ComboDetailPagePlaceholder as default } from '../placeholder-pages';
