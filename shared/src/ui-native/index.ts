// Native controls in the form family's looks: a field frame, text, search and password inputs, a checkbox, a select
// and WAI-ARIA tabs, on plain elements with slim recipes (no Ark/zag machine). For pages with a first-load budget
// (issue 17: public landing pages, sign-in), where `ui-form`, `ui-choice` or `ui-tabs` would not fit. Its own
// shared module (an MF singleton, never tree-shaken), which adds its recipes to the one system when it loads.
// Explicit named re-exports only.
import { system } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';
import { recipes, slotRecipes } from './recipes';

// Through the package name, not a relative path: the one system instance is the `@restaurant/shared/system`
// singleton every front end shares.
registerRecipes(system, recipes, slotRecipes);

export { PlainCheckbox, type PlainCheckboxProps } from './plain-checkbox';
export {
  fieldErrorTextId,
  fieldHelperTextId,
  PlainField,
  usePlainFieldControl,
  type PlainFieldControl,
  type PlainFieldProps,
} from './plain-field';
export { PlainInput, type PlainInputProps } from './plain-input';
export { PlainPasswordInput, type PlainPasswordInputProps } from './plain-password-input';
export { PlainSelect, type PlainSelectProps } from './plain-select';
export { PlainTabs, type PlainTab, type PlainTabsProps } from './plain-tabs';
