import { lazy, Suspense, type ReactNode } from 'react';
import { Card, Heading, LoadingState, Text } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import type { BookingPanelProps } from './booking-selection';

const loadBookingSelection = () => import('./booking-selection');

/**
 * The step after a pick is its own chunk: a visitor's first view of the page has nothing picked, so the summary, the
 * selection checks and the sign-in or form branch are not part of its first load (issue 17). Fetched as soon as the
 * diner reaches for the plan (`preloadBookingSelection`), so a pick rarely waits for it.
 */
const BookingSelection = lazy(() => loadBookingSelection().then((module) => ({ default: module.BookingSelection })));

/** Starts fetching the booking step's code; the plan calls it when the diner points at or focuses it. */
export function preloadBookingSelection(): void {
  void loadBookingSelection();
}

/** The panel's frame while nothing is picked or the booking step's code is on its way. */
function PanelCard({ children }: { children: ReactNode }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="reservation-booking-title">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="reservation-booking-title">
          {t('booking.selection')}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The right-hand booking step: what is picked, the contact form, confirm. A signed-out diner is sent to sign in
 * with this page's full URL (which holds every choice) as the way back.
 */
export function BookingPanel(props: BookingPanelProps) {
  const { t } = reservationTranslations.useTranslation();

  if (props.draft.tables.length === 0) {
    return (
      <PanelCard>
        <Text color="fg.muted">{t('booking.nothingPicked')}</Text>
      </PanelCard>
    );
  }
  return (
    <Suspense
      fallback={
        <PanelCard>
          <LoadingState lines={3} />
        </PanelCard>
      }
    >
      <BookingSelection {...props} />
    </Suspense>
  );
}
