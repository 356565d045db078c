// Exposed as `auth/TwoSteps2Page` (/auth/two-steps2).
export { TwoSteps2PagePlaceholder as default } from '../placeholder-pages';
