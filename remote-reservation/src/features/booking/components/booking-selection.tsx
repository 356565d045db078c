import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Alert, Button, LoadingState } from '@restaurant/shared/ui';
import { bookingTranslations } from '../../../lib/booking-translations';
import { selectionProblem } from '../lib/selection-problem';
import type { BookingDraft } from '../types/booking-draft';
import { BookingPanelFrame } from './booking-panel-frame';
import { BookingSummary } from './booking-summary';
import { SignInToBook } from './sign-in-to-book';

/**
 * Loaded when a signed-in diner has picked a table: the form brings react-hook-form and the contracts' schema checker
 * (~40 KB on the wire), which the floor plan a visitor first sees does not need.
 */
const BookingDetailsForm = lazy(() =>
  import('./booking-details-form').then((module) => ({ default: module.BookingDetailsForm })),
);

export interface BookingPanelProps {
  readonly draft: BookingDraft;
  readonly durationLabel: string;
  readonly maxTables: number;
  readonly onClearSelection: () => void;
  readonly onBooked: (reservation: Reservation) => void;
}

/** The booking step once tables are picked: what is picked, why it cannot be booked yet, and the way to book. */
export function BookingSelection({ draft, durationLabel, maxTables, onClearSelection, onBooked }: BookingPanelProps) {
  const { t } = bookingTranslations.useTranslation();
  const account = useCurrentUser();

  const problem = selectionProblem(draft, maxTables);
  const blocked = problem != null || draft.time == null;

  let form;
  if (!account.signedIn) {
    form = <SignInToBook disabled={blocked} />;
  } else if (account.isLoading) {
    form = <LoadingState lines={2} />;
  } else {
    form = (
      <Suspense fallback={<LoadingState lines={3} />}>
        <BookingDetailsForm
          // Mounted once the account is known, so the contact fields start from it.
          key={account.user?.id ?? 'guest'}
          draft={draft}
          blocked={blocked}
          initialName={account.user?.fullName ?? ''}
          initialPhone={account.user?.phone ?? ''}
          onBooked={onBooked}
        />
      </Suspense>
    );
  }

  return (
    <BookingPanelFrame
      action={
        <Button size="xs" variant="ghost" onClick={onClearSelection}>
          {t('clear')}
        </Button>
      }
    >
      <BookingSummary draft={draft} durationLabel={durationLabel} />
      {problem ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>{t(problem.key, problem.values)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {form}
    </BookingPanelFrame>
  );
}
