import { useState } from 'react';
import type { Reservation } from '@restaurant/shared/contracts';
import { Button, ErrorState, Text } from '@restaurant/shared/ui';
import { Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { formatClock, formatDay, useIntlLocale } from '../../../lib/intl-format';
import { reservationTranslations } from '../../../lib/translations';
import { useCancelReservation } from '../api/cancel-reservation';

export interface CancelReservationButtonProps {
  readonly reservation: Reservation;
  readonly onCancelled?: (reservation: Reservation) => void;
}

/** Cancel, behind a confirmation: releasing a table at dinner time cannot be undone by the diner. */
export function CancelReservationButton({ reservation, onCancelled }: CancelReservationButtonProps) {
  const { t } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const [open, setOpen] = useState(false);
  const cancel = useCancelReservation((cancelled) => {
    setOpen(false);
    onCancelled?.(cancelled);
  });

  const confirm = () => cancel.mutate(reservation.id);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) cancel.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          {t('mine.cancel')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('mine.cancelTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {t('mine.cancelBody', {
                  code: reservation.code,
                  date: formatDay(reservation.reservationDate, locale, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  }),
                  time: formatClock(reservation.reservationTime, locale),
                })}
              </Text>
              {cancel.error ? <ErrorState message={cancel.error.message} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('mine.keep')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={confirm}
                loading={cancel.isPending}
                loadingText={t('mine.cancelling')}
              >
                {t('mine.cancelConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
