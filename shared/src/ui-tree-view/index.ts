// Tree views. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders
// one of these. Explicit named re-exports only.
export { TreeView } from '@chakra-ui/react';
