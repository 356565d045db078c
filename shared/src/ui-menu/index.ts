// Drop-down menus (with the portal they open in): the landing shell loads it when a menu is first opened. Its own
// shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders one of these.
// Explicit named re-exports only.
export { Menu, Portal } from '@chakra-ui/react';
