import type { LivePlanTable } from '../../features/floor-plan/types/table-state';
import type { Occupancy } from '../../features/live-floor/lib/table-occupancy';
import type { reservationTranslations } from '../../lib/translations';

type Translate = ReturnType<typeof reservationTranslations.useTranslation>['t'];

/** A free table: its seats on it, its code, seats and "free" in its name. */
export function freeTableOf(t: Translate, code: string, capacity: number): LivePlanTable {
  const shown = t('plan.seatsShort', { count: capacity });
  return {
    status: 'free',
    shown,
    label: t('plan.table', { shown: `${code} ${shown}`, count: capacity, status: t('liveFloor.state.free') }),
  };
}

/**
 * What the plan draws and announces for a table's live state: a booked-soon table shows when its party is due, a
 * seated one its party against its seats; the name starts with what is drawn and says the rest in words.
 */
export function liveTableOf(t: Translate, code: string, capacity: number, occupancy: Occupancy): LivePlanTable {
  if (occupancy.status === 'free') return freeTableOf(t, code, capacity);
  const { time, partySize } = occupancy.booking;
  const shown = occupancy.status === 'soon' ? time : t('liveFloor.seatedShort', { party: partySize, seats: capacity });
  const status = t(`liveFloor.state.${occupancy.status}`, { time, size: partySize });
  return {
    status: occupancy.status,
    shown,
    label: t('plan.table', { shown: `${code} ${shown}`, count: capacity, status }),
  };
}
