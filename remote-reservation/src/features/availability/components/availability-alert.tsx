import { Alert, Button } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';

/** Availability could not be read: why, and a way to ask again. */
export function AvailabilityAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('plan.availabilityError')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('plan.retry')}
      </Button>
    </Alert.Root>
  );
}
