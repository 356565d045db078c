import { useState } from 'react';
import type { ReservationMark, StaffReservation } from '@restaurant/shared/contracts';
import { Alert, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { ConfirmDialog, useConfirmDialog } from '@restaurant/shared/ui-dialog';
import { useMarkReservation } from '../api/mark-reservation';
import { allowedMarks } from '../lib/marks';
import { hostStandTranslations } from '../translations';

export interface MarkActionsProps {
  readonly reservation: StaffReservation;
  readonly today: string | undefined;
  /** The guest's name and the booking's hours, as the card shows them: the buttons and the dialog name the party. */
  readonly name: string;
  readonly time: string;
}

/**
 * The marks this booking can take now, and only those (a finished booking, or another day's, shows none). A no-show
 * cannot be undone and frees the tables, so it asks first; the API's refusal is shown under the buttons, or in the
 * dialog for a no-show, in the words the API sent in the reader's language.
 */
export function MarkActions({ reservation, today, name, time }: MarkActionsProps) {
  const { t } = hostStandTranslations.useTranslation();
  const [done, setDone] = useState<ReservationMark | null>(null);
  const dialog = useConfirmDialog();
  const onMarked = (_marked: StaffReservation, mark: ReservationMark) => setDone(mark);
  const mark = useMarkReservation(onMarked);
  const noShow = useMarkReservation((marked, what) => {
    dialog.close();
    onMarked(marked, what);
  });
  const marks = allowedMarks(reservation, today);
  const pending = mark.isPending || noShow.isPending;
  const { code } = reservation;

  return (
    <Stack gap="2">
      {marks.length > 0 ? (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('marks.actions', { code })}>
          {marks.includes('seated') ? (
            <Button
              size="sm"
              aria-label={t('marks.seatedOf', { code, name })}
              disabled={pending}
              loading={mark.isPending && mark.variables.mark === 'seated'}
              loadingText={t('marks.saving')}
              onClick={() => mark.mutate({ id: reservation.id, mark: 'seated' })}
            >
              {t('marks.seated')}
            </Button>
          ) : null}
          {marks.includes('completed') ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('marks.completedOf', { code, name })}
              disabled={pending}
              loading={mark.isPending && mark.variables.mark === 'completed'}
              loadingText={t('marks.saving')}
              onClick={() => mark.mutate({ id: reservation.id, mark: 'completed' })}
            >
              {t('marks.completed')}
            </Button>
          ) : null}
          {marks.includes('no-show') ? (
            <ConfirmDialog
              {...dialog}
              triggerLabel={t('marks.noShow')}
              triggerSize="sm"
              title={t('marks.noShowTitle')}
              body={<Text>{t('marks.noShowBody', { code, name, time })}</Text>}
              keepLabel={t('marks.keep')}
              confirmLabel={t('marks.noShowConfirm')}
              pendingLabel={t('marks.saving')}
              pending={noShow.isPending}
              errorMessage={noShow.error?.message}
              onConfirm={() => noShow.mutate({ id: reservation.id, mark: 'no-show' })}
              onDismiss={noShow.reset}
            />
          ) : null}
        </HStack>
      ) : null}
      {mark.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{mark.error.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Text role="status" fontSize="sm" color="fg.muted">
        {done ? t(`marks.done.${done}`, { code }) : null}
      </Text>
    </Stack>
  );
}
