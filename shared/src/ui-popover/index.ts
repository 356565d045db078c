// Floating panels anchored to an element: popovers and tooltips (one positioning engine), with their portal. Its own
// shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders one of these.
// Explicit named re-exports only.
export { Popover, Portal, Tooltip } from '@chakra-ui/react';
