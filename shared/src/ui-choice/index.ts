// Choices a person picks among: radio groups, switches, segmented controls (the customizer's). Together because their
// Ark parts share most of their code. Checkboxes are `ui-checkbox`, so the sign-in form's one checkbox does not bring
// these. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders one of
// these. Explicit named re-exports only.
export { RadioGroup, SegmentGroup, Switch } from '@chakra-ui/react';
