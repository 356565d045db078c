import type { AffectedBooking } from '@restaurant/shared/contracts';
import { Button, Text } from '@restaurant/shared/ui';
import { Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { Table } from '@restaurant/shared/ui-display';
import { settingsTranslations } from '../translations';

export interface AffectedDialogProps {
  /** The bookings the API listed (409); null: closed. */
  readonly affected: readonly AffectedBooking[] | null;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The confirmation a change needs when confirmed bookings would fall outside the new hours: it lists them (code,
 * date and time, party) and says they are kept; "Save anyway" sends the change again with `confirmAffected`.
 */
export function AffectedDialog({ affected, pending, onConfirm, onCancel }: AffectedDialogProps) {
  const { t } = settingsTranslations.useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={affected !== null}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('affected.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('affected.intro')}</Text>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('affected.code')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('affected.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('affected.party')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(affected ?? []).map((booking) => (
                    <Table.Row key={booking.code}>
                      <Table.Cell fontFamily="mono">{booking.code}</Table.Cell>
                      <Table.Cell>{t('affected.whenValue', { date: booking.date, time: booking.time })}</Table.Cell>
                      <Table.Cell>{booking.guests}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('affected.cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText={t('saving')}>
                {t('affected.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
