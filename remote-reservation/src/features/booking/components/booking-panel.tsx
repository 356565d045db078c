import { lazy, Suspense } from 'react';
import { LoadingState, Text } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { BookingPanelFrame } from './booking-panel-frame';
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

/**
 * The right-hand booking step: what is picked, the contact form, confirm. A signed-out diner is sent to sign in
 * with this page's full URL (which holds every choice) as the way back.
 */
export function BookingPanel(props: BookingPanelProps) {
  const { t } = reservationTranslations.useTranslation();

  if (props.draft.tables.length === 0) {
    return (
      <BookingPanelFrame>
        <Text color="fg.muted">{t('booking.nothingPicked')}</Text>
      </BookingPanelFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <BookingPanelFrame>
          <LoadingState lines={3} />
        </BookingPanelFrame>
      }
    >
      <BookingSelection {...props} />
    </Suspense>
  );
}
