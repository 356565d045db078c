import { useState } from 'react';
import { useAccessToken } from '@restaurant/shared';
import type { Reservation, ReservationWhen } from '@restaurant/shared/contracts';
import { currentPathOf, signInPathFor, useLocation, useNavigate } from '@restaurant/shared/router';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { mineTranslations } from '../../../lib/mine-translations';
import { useMyReservations } from '../api/get-my-reservations';
import { CancelReservationButton } from './cancel-reservation-button';
import { ReservationFacts } from './reservation-facts';

export interface MyReservationsProps {
  readonly cancellationCutoffMinutes: number;
  readonly onOpen: (reservationId: number) => void;
}

/** The rule, in hours, shown when a booking can no longer be cancelled online (and under the upcoming list). */
export function CancellationRule({ cutoffMinutes }: { cutoffMinutes: number }) {
  const { t } = mineTranslations.useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('cancelRule', { count: Math.round(cutoffMinutes / 60) })}
    </Text>
  );
}

export function useSignInPath(): string {
  const location = useLocation();
  return signInPathFor(currentPathOf(location));
}

function ReservationCard({
  reservation,
  upcoming,
  cutoffMinutes,
  onOpen,
  onCancelled,
}: {
  reservation: Reservation;
  upcoming: boolean;
  cutoffMinutes: number;
  onOpen: (id: number) => void;
  onCancelled: (reservation: Reservation) => void;
}) {
  const { t } = mineTranslations.useTranslation();
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Heading as="h4" size="sm" textDecoration={reservation.status === 'CANCELLED' ? 'line-through' : undefined}>
          {reservation.code}
        </Heading>
        <ReservationFacts reservation={reservation} />
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onOpen(reservation.id)}
            aria-label={t('detailsOf', { code: reservation.code })}
          >
            {t('details')}
          </Button>
          {upcoming && reservation.canCancel ? (
            <CancelReservationButton reservation={reservation} onCancelled={onCancelled} />
          ) : null}
        </HStack>
        {upcoming && !reservation.canCancel ? (
          <Stack gap="1">
            <Text fontSize="sm">{t('notCancellable')}</Text>
            <CancellationRule cutoffMinutes={cutoffMinutes} />
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The diner's bookings: upcoming (cancellable while the rule allows) and past or cancelled. */
export function MyReservations({ cancellationCutoffMinutes, onOpen }: MyReservationsProps) {
  const { t } = mineTranslations.useTranslation();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const signedIn = useAccessToken() != null;
  // The API splits them: a booking moves to "past" on the next refetch after it ends.
  const upcoming = useMyReservations(signedIn, 'upcoming');
  const past = useMyReservations(signedIn, 'past');
  const [cancelledCode, setCancelledCode] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <EmptyState title={t('signedOut')} action={<Button onClick={() => navigate(signInPath)}>{t('signIn')}</Button>} />
    );
  }
  if (upcoming.isPending || past.isPending) return <LoadingState label={t('loading')} />;
  const failed = upcoming.isError ? upcoming : past.isError ? past : null;
  if (failed?.error) {
    return <ErrorState message={failed.error.message} onRetry={() => void failed.refetch()} />;
  }

  const onCancelled = (reservation: Reservation) => setCancelledCode(reservation.code);
  const section = (title: string, list: typeof upcoming, empty: string, when: ReservationWhen) => {
    const items = list.data?.pages.flatMap((page) => page.items) ?? [];
    const total = list.data?.pages[0]?.total ?? items.length;
    return (
      <Stack as="section" gap="3" aria-label={title}>
        <Heading as="h3" size="md">
          {title}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            ({total})
          </Text>
        </Heading>
        {items.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {items.map((reservation) => (
              <ReservationCard
                key={reservation.id}
                reservation={reservation}
                upcoming={when === 'upcoming'}
                cutoffMinutes={cancellationCutoffMinutes}
                onOpen={onOpen}
                onCancelled={onCancelled}
              />
            ))}
          </Stack>
        )}
        {list.hasNextPage ? (
          <Button
            variant="outline"
            alignSelf="center"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('showMore')}
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack gap="6">
      {cancelledCode ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('cancelled', { code: cancelledCode })}</Alert.Description>
        </Alert.Root>
      ) : null}
      {section(t('upcoming'), upcoming, t('emptyUpcoming'), 'upcoming')}
      {(upcoming.data?.pages[0]?.total ?? 0) > 0 ? (
        <CancellationRule cutoffMinutes={cancellationCutoffMinutes} />
      ) : null}
      {section(t('past'), past, t('emptyPast'), 'past')}
    </Stack>
  );
}
