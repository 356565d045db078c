import type { ReactNode } from 'react';
import { Button } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { uiComponentsTranslations } from '../translations';

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children'> {
  /** The button that opens the dialog. */
  trigger: string;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom; a Close button when omitted. */
  footer?: ReactNode;
}

/** The dialog every example opens: title, close button, body and footer, in a portal over a backdrop. */
export function DialogFrame({ trigger, title, children, footer, ...root }: DialogFrameProps) {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <Dialog.Root {...root}>
      <Dialog.Trigger asChild>
        <Button variant="outline" alignSelf="start">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {footer ?? (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('dialog.close')}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
