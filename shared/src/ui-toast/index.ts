// Toasts: the toaster store and its region. Its own shared module (an MF singleton, never tree-shaken), so a page
// downloads it only when it renders one of these. Explicit named re-exports only.
export { createToaster, Toast, Toaster } from '@chakra-ui/react';
