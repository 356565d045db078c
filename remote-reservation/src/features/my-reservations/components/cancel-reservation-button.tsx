import { formatClock, formatDay, useIntlLocale } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Text } from '@restaurant/shared/ui';
import { ConfirmDialog, useConfirmDialog } from '@restaurant/shared/ui-dialog';
import { mineTranslations } from '../../../lib/mine-translations';
import { useCancelReservation } from '../api/cancel-reservation';

export interface CancelReservationButtonProps {
  readonly reservation: Reservation;
  readonly onCancelled?: (reservation: Reservation) => void;
}

/** Cancel, behind a confirmation: releasing a table at dinner time cannot be undone by the diner. */
export function CancelReservationButton({ reservation, onCancelled }: CancelReservationButtonProps) {
  const { t } = mineTranslations.useTranslation();
  const locale = useIntlLocale();
  const dialog = useConfirmDialog();
  const cancel = useCancelReservation((cancelled) => {
    dialog.close();
    onCancelled?.(cancelled);
  });
  const when = {
    date: formatDay(reservation.reservationDate, locale, { weekday: 'long', day: 'numeric', month: 'long' }),
    time: formatClock(reservation.reservationTime, locale),
  };

  return (
    <ConfirmDialog
      {...dialog}
      triggerLabel={t('cancel')}
      triggerSize="sm"
      title={t('cancelTitle')}
      body={<Text>{t('cancelBody', { code: reservation.code, ...when })}</Text>}
      keepLabel={t('keep')}
      confirmLabel={t('cancelConfirm')}
      pendingLabel={t('cancelling')}
      pending={cancel.isPending}
      errorMessage={cancel.error?.message}
      onConfirm={() => cancel.mutate(reservation.id)}
      onDismiss={cancel.reset}
    />
  );
}
