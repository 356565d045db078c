// Exposed as `ordering/ComboDetailV1Page` (/landing/combodetailv1).
export { ComboDetailV1PagePlaceholder as default } from '../placeholder-pages';
