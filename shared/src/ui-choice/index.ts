// Choices a person ticks: checkboxes, radio groups, switches, segmented controls. Together because their Ark parts
// share most of their code (all four cost about 8 KB gzip more than one alone). Its own shared module (an MF singleton,
// never tree-shaken), so a page downloads it only when it renders one of these. Explicit named re-exports only.
export { Checkbox, CheckboxGroup, RadioGroup, SegmentGroup, Switch } from '@chakra-ui/react';
