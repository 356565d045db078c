// Native controls in the form family's looks: a field frame, text, search and password inputs, a checkbox, a select
// and WAI-ARIA tabs, on plain elements with slim recipes (no Ark/zag machine). For pages with a first-load budget
// (issue 17: public landing pages, sign-in), where `ui-form`, `ui-choice` or `ui-tabs` would not fit.
//
// Unlike the other families, NOT a shared module: a shared module is loaded whole (all six controls and recipes,
// 3.1 KB gzip: +2.0 KB on the sign-in page, +2.3 KB on the booking page, measured), while this one is bundled by
// each remote and tree-shaken, so a page carries only the controls it renders. It can be, because it holds no
// Chakra of its own: every Chakra value it uses comes through the `ui` and `system` singletons (a test checks it),
// and each control hands its own recipe to `useSlotRecipe({ recipe })`. Explicit named re-exports only.

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
