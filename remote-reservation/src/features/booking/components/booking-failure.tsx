import { isApiError, RESERVATION_CONFLICT } from '@restaurant/shared';
import { Alert, ErrorState } from '@restaurant/shared/ui';
import { bookingTranslations } from '../../../lib/booking-translations';

/** A refused booking is titled by whose booking is in the way: another diner's, or the diner's own caps. */
const CONFLICT_TITLES: Readonly<Record<string, string>> = {
  [RESERVATION_CONFLICT.upcomingLimit]: 'errors.upcomingLimit',
  [RESERVATION_CONFLICT.overlapsOwn]: 'errors.overlapsOwn',
};
const conflictTitle = (code: string | undefined) => CONFLICT_TITLES[code ?? ''] ?? 'errors.conflict';

/** Why the booking was not made: a conflict (409) as a titled warning, anything else as an error. */
export function BookingFailure({ failure }: { failure: Error }) {
  const { t } = bookingTranslations.useTranslation();
  if (isApiError(failure) && failure.status === 409) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(conflictTitle(failure.code))}</Alert.Title>
          <Alert.Description>{failure.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <ErrorState message={failure.message} />;
}
