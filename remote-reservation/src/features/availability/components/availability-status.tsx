import { HStack, Spinner, Text } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';

/** The live line beside the plan: "updating" while availability loads, else how many tables are free for the party. */
export function AvailabilityStatus({ updating, freeCount }: { updating: boolean; freeCount: number | null }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <HStack gap="2" fontSize="sm" role="status" aria-live="polite">
      {updating ? (
        <>
          <Spinner size="xs" />
          <Text>{t('plan.updating')}</Text>
        </>
      ) : freeCount != null ? (
        <Text fontWeight="medium">{t('plan.freeSummary', { count: freeCount })}</Text>
      ) : null}
    </HStack>
  );
}
