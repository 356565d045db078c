// Modal overlays: dialogs and drawers (one Ark machine under both), with the close button and portal they are always
// used with. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders
// one of these. Explicit named re-exports only.
export { CloseButton, Dialog, Drawer, Portal, useDisclosure } from '@chakra-ui/react';
export { ConfirmDialog, useConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
