// Exposed as `auth/TwoStepsPage` (/auth/two-steps).
export { TwoStepsPagePlaceholder as default } from '../placeholder-pages';
