// The styled select (list collection, positioning, typeahead: about 33 KB gzip), with its portal. Restaurant pages use
// NativeSelect from ui-form instead. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it
// only when it renders one of these. Explicit named re-exports only.
export { createListCollection, Portal, Select } from '@chakra-ui/react';
