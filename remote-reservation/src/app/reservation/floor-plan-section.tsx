import type { RestaurantTable } from '@restaurant/shared/contracts';
import { EmptyState, ErrorState, HStack, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { AvailabilityAlert } from '../../features/availability/components/availability-alert';
import { AvailabilityStatus } from '../../features/availability/components/availability-status';
import type { RawChoice } from '../../features/choice/lib/choice-url';
import { FloorPlan } from '../../features/floor-plan/components/floor-plan';
import { FloorTabs } from '../../features/floor-plan/components/floor-tabs';
import { PlanLegend } from '../../features/floor-plan/components/plan-legend';
import { reservationTranslations } from '../../lib/translations';
import type { useBookingPlan } from './use-booking-plan';

export interface FloorPlanSectionProps {
  readonly plan: ReturnType<typeof useBookingPlan>;
  readonly selectedIds: readonly number[];
  readonly onToggleTable: (table: RestaurantTable) => void;
  readonly onChange: (change: RawChoice) => void;
}

/** The floors as tabs, the chosen floor's plan painted with availability, its live status line and legend. */
export function FloorPlanSection({ plan, selectedIds, onToggleTable, onChange }: FloorPlanSectionProps) {
  const { t } = reservationTranslations.useTranslation();
  const { floors, floorId, details, availability, freeCount, states } = plan;

  if (floors.isPending) return <LoadingState label={t('floors.loading')} />;
  if (floors.isError) return <ErrorState message={floors.error.message} onRetry={() => void floors.refetch()} />;
  if (floors.data.length === 0 || floorId == null) return <EmptyState title={t('floors.empty')} />;
  return (
    <FloorTabs
      floors={floors.data}
      selectedFloorId={floorId}
      onSelectFloor={(id) => onChange({ floorId: id, tableIds: [] })}
    >
      {details.isPending ? (
        <LoadingState label={t('plan.loading')} />
      ) : details.isError ? (
        <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />
      ) : (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2" minH="6">
            <Text fontSize="sm" color="fg.muted">
              {t('plan.pickHint')}
            </Text>
            <AvailabilityStatus updating={availability.isFetching} freeCount={freeCount} />
          </HStack>
          {availability.isError ? (
            <AvailabilityAlert message={availability.error.message} onRetry={() => void availability.refetch()} />
          ) : null}
          <FloorPlan floor={details.data} states={states} selectedIds={selectedIds} onToggleTable={onToggleTable} />
          <PlanLegend />
        </Stack>
      )}
    </FloorTabs>
  );
}
