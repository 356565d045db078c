import { useState } from 'react';
import { Alert, Button, Card, ErrorState, Heading, HStack, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { mineTranslations } from '../../../lib/mine-translations';
import { useReservation } from '../api/get-reservation';
import { CancelReservationButton } from './cancel-reservation-button';
import { CancellationRule } from './my-reservations';
import { ReservationFacts } from './reservation-facts';

export interface ReservationDetailProps {
  readonly reservationId: number;
  readonly cancellationCutoffMinutes: number;
  readonly onBack: () => void;
}

/** One booking by id (a link to it can be shared with the diner's other devices once signed in). */
export function ReservationDetail({ reservationId, cancellationCutoffMinutes, onBack }: ReservationDetailProps) {
  const { t } = mineTranslations.useTranslation();
  const reservation = useReservation(reservationId);
  const [justCancelled, setJustCancelled] = useState(false);
  const [openedAt] = useState(() => Date.now());

  const back = (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack}>
      {t('back')}
    </Button>
  );
  if (reservation.isPending)
    return (
      <Stack>
        {back}
        <LoadingState />
      </Stack>
    );
  if (reservation.isError) {
    return (
      <Stack>
        {back}
        <ErrorState message={reservation.error.message} onRetry={() => void reservation.refetch()} />
      </Stack>
    );
  }
  const data = reservation.data;
  const upcoming = data.status === 'CONFIRMED' && new Date(data.endAt).getTime() > openedAt;
  return (
    <Stack gap="4">
      {back}
      <Card.Root variant="outline" as="article" aria-labelledby="reservation-detail-title">
        <Card.Body gap="4">
          <Heading as="h3" size="lg" id="reservation-detail-title">
            {t('detailTitle', { code: data.code })}
          </Heading>
          {justCancelled ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Description>{t('cancelled', { code: data.code })}</Alert.Description>
            </Alert.Root>
          ) : null}
          <ReservationFacts reservation={data} detailed />
          {upcoming && data.canCancel ? (
            <HStack>
              <CancelReservationButton reservation={data} onCancelled={() => setJustCancelled(true)} />
            </HStack>
          ) : null}
          {upcoming && !data.canCancel ? (
            <Stack gap="1">
              <Text fontSize="sm">{t('notCancellable')}</Text>
              <CancellationRule cutoffMinutes={cancellationCutoffMinutes} />
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
