import { useState } from 'react';
import { Button, IconButton, Text } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { TrashIcon } from '../../../lib/icons';
import type { Ticket } from '../../../lib/sample-data';
import { ticketsTranslations } from '../translations';

/** A row's bin: deleting asks first, in an alert dialog that starts on Cancel. */
export function DeleteTicketButton({ ticket, onDelete }: { ticket: Ticket; onDelete: () => void }) {
  const { t } = ticketsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('delete', { title: ticket.ticketTitle })}
        >
          <TrashIcon />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('confirmBody', { title: ticket.ticketTitle })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('common:actions.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  setOpen(false);
                  onDelete();
                }}
              >
                {t('common:actions.delete')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
