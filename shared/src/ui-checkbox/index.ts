// Checkboxes, alone or in a group: the sign-in form's "remember me" and the demo's lists. Apart from the other choices
// (`ui-choice`) so a page with one checkbox downloads Ark's checkbox alone (about 5 KB gzip less than the four
// together). Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders
// one. Explicit named re-exports only.
export { Checkbox, CheckboxGroup } from '@chakra-ui/react';
