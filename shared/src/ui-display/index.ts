// Static data display: code, keys, lists, figures, tables, tags. Styles only (no state machine), about 2 KB gzip
// together. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders one
// of these. Explicit named re-exports only.
export { Code, Kbd, List, Stat, Table, Tag } from '@chakra-ui/react';
