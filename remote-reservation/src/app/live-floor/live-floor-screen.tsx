import { useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '@restaurant/shared';
import {
  Badge,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  Stack,
  StaffOnly,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { useFloorDetails } from '../../features/floor-plan/api/get-floor-details';
import { useFloors } from '../../features/floor-plan/api/get-floors';
import { FloorTabs } from '../../features/floor-plan/components/floor-tabs';
import { LiveFloorPlan } from '../../features/floor-plan/components/live-floor-plan';
import { LivePlanLegend } from '../../features/floor-plan/components/live-plan-legend';
import type { LivePlanTable, LiveTableStatus } from '../../features/floor-plan/types/table-state';
import { FLOOR_POLL_MS, useDayBookings } from '../../features/live-floor/api/get-day-bookings';
import { useFloorEvents } from '../../features/live-floor/api/get-floor-events';
import { countStates, occupancyByTable } from '../../features/live-floor/lib/table-occupancy';
import { reservationTranslations } from '../../lib/translations';
import { freeTableOf, liveTableOf } from './live-tables';

/** Every half minute is enough for a booking to turn "soon" within the minute its hour begins. */
const FLOOR_CLOCK_MS = 30_000;

/** Whether the floor is pushed to (live) or reading the bookings again every few seconds until the stream is back. */
function LiveBadge({ live }: { live: boolean }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Badge role="status" size="lg" colorPalette={live ? 'green' : 'orange'} variant="subtle">
      {live ? t('liveFloor.live.on') : t('liveFloor.live.off', { seconds: FLOOR_POLL_MS / 1000 })}
    </Badge>
  );
}

function LiveFloor() {
  const { t } = reservationTranslations.useTranslation();
  const [live, setLive] = useState(false);
  const bookings = useDayBookings(live);
  useFloorEvents(setLive);
  const now = useNow(FLOOR_CLOCK_MS);
  const floors = useFloors();
  const [chosenFloorId, setChosenFloorId] = useState<number | null>(null);
  const floorId = chosenFloorId ?? floors.data?.[0]?.id ?? null;
  const details = useFloorDetails(floorId);
  const occupancy = useMemo(() => occupancyByTable(bookings.data ?? [], now), [bookings.data, now]);

  const tables = useMemo(() => {
    const shown = new Map<number, LivePlanTable>();
    for (const table of details.data?.tables ?? []) {
      const state = occupancy.get(table.id);
      if (state) shown.set(table.id, liveTableOf(t, table.code, table.capacity, state));
    }
    return shown;
  }, [details.data, occupancy, t]);

  // What a push changed, said to a screen reader (a sighted host sees the table change colour): only changes of the
  // floor on screen between two reads, not the first read nor a change of floor.
  const [said, setSaid] = useState('');
  const shownBefore = useRef<{ floorId: number; states: Map<number, LiveTableStatus> } | null>(null);
  useEffect(() => {
    if (!details.data || !bookings.data) return;
    const floor = details.data;
    const states = new Map(floor.tables.map((table) => [table.id, occupancy.get(table.id)?.status ?? 'free'] as const));
    const before = shownBefore.current;
    shownBefore.current = { floorId: floor.id, states };
    if (before?.floorId !== floor.id) return;
    const changes = floor.tables
      .filter((table) => before.states.get(table.id) !== states.get(table.id))
      .map((table) =>
        t('liveFloor.changed', { code: table.code, status: t(`plan.status.${states.get(table.id) ?? 'free'}`) }),
      );
    if (changes.length > 0) setSaid(changes.join(' · '));
  }, [details.data, bookings.data, occupancy, t]);

  let content;
  if (floors.isPending || bookings.isPending) content = <LoadingState label={t('liveFloor.loading')} />;
  else if (floors.isError)
    content = <ErrorState message={floors.error.message} onRetry={() => void floors.refetch()} />;
  else if (bookings.isError && !bookings.data) {
    content = <ErrorState message={bookings.error.message} onRetry={() => void bookings.refetch()} />;
  } else if (floors.data.length === 0 || floorId == null) content = <EmptyState title={t('floors.empty')} />;
  else {
    content = (
      <FloorTabs floors={floors.data} selectedFloorId={floorId} onSelectFloor={setChosenFloorId}>
        {details.isPending ? (
          <LoadingState label={t('plan.loading')} />
        ) : details.isError ? (
          <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />
        ) : (
          <Stack gap="3">
            <LiveFloorPlan
              floor={details.data}
              tables={tables}
              freeTable={(code, capacity) => freeTableOf(t, code, capacity)}
            />
            <LivePlanLegend
              counts={countStates(
                details.data.tables.map((table) => table.id),
                occupancy,
              )}
            />
          </Stack>
        )}
      </FloorTabs>
    );
  }

  return (
    <PageContainer
      title={t('liveFloor.title')}
      description={t('liveFloor.description')}
      actions={<LiveBadge live={live} />}
    >
      {content}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {said}
      </VisuallyHidden>
    </PageContainer>
  );
}

/**
 * The staff's live floor (`paths.staff.floor`, issue 32 point 5): the floor plan with each table free, booked soon or
 * seated now, read again whenever the staff stream says the tables changed. Staff only: the shared gate sends a
 * signed-out visitor to sign in and shows a diner the 403 page, before anything is asked of the API.
 */
export function LiveFloorScreen() {
  return (
    <StaffOnly>
      <LiveFloor />
    </StaffOnly>
  );
}
