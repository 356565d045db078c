import { Button, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '@restaurant/shared/ui';

export interface ConfirmDialogProps {
  /** The button that opens the dialog (it names the action: "Cancel booking"). */
  readonly triggerLabel: string;
  /**
   * The trigger's accessible name when the page shows several (one per row): the label and what it acts on ("Expire
   * now SUMMER10"), starting with the visible label.
   */
  readonly triggerAccessibleName?: string;
  readonly triggerSize?: ButtonProps['size'];
  readonly title: string;
  /** What the action will do, to whom: the sentence the diner confirms. */
  readonly body: ReactNode;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  /** The failure of the last attempt, shown in the dialog so the diner can try again or keep things as they are. */
  readonly errorMessage?: string;
  readonly onConfirm: () => void;
  /** Called when the dialog closes: forget the last attempt's failure. */
  readonly onDismiss?: () => void;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * An action that cannot be undone (cancelling a booking or an order), behind an alert dialog that says what it will
 * do; keeping things as they are is the first button.
 */
export function ConfirmDialog({
  triggerLabel,
  triggerAccessibleName,
  triggerSize,
  title,
  body,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  errorMessage,
  onConfirm,
  onDismiss,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) onDismiss?.();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size={triggerSize} variant="outline" colorPalette="red" aria-label={triggerAccessibleName}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {body}
              {errorMessage ? <ErrorState message={errorMessage} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{keepLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText={pendingLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The open state of a ConfirmDialog whose action closes it on success. */
export function useConfirmDialog() {
  const [open, setOpen] = useState(false);
  return { open, onOpenChange: setOpen, close: () => setOpen(false) };
}
