import { useMemo } from 'react';
import type { RestaurantTable, SeatSuggestion } from '@restaurant/shared/contracts';
import { useFloorAvailability } from '../../features/availability/api/get-floor-availability';
import { tableStatesFor } from '../../features/availability/lib/table-states';
import type { BookingDraft } from '../../features/booking/types/booking-draft';
import type { ReservationChoiceState } from '../../features/choice/hooks/use-reservation-choice';
import { useFloorDetails } from '../../features/floor-plan/api/get-floor-details';
import { useFloors } from '../../features/floor-plan/api/get-floors';

/**
 * What the booking tab shows for the diner's choice: the floors, the chosen floor's plan painted with availability
 * for the slot and party, the picked tables as a booking draft, and the ways to change the pick.
 */
export function useBookingPlan(choice: ReservationChoiceState['choice'], update: ReservationChoiceState['update']) {
  const floors = useFloors();
  const floorId = floors.data?.find((floor) => floor.id === choice.floorId)?.id ?? floors.data?.[0]?.id ?? null;
  const details = useFloorDetails(floorId);
  const slot = choice.time
    ? { reservationDate: choice.date, reservationTime: choice.time, estimatedDuration: choice.duration }
    : null;
  const availability = useFloorAvailability(floorId, slot);
  // While another floor's answer is kept on screen as a placeholder, its table ids mean nothing here.
  const currentAvailability = availability.data?.floorId === floorId ? availability.data : undefined;
  const states = useMemo(
    () => tableStatesFor(currentAvailability, choice.guests),
    [currentAvailability, choice.guests],
  );
  const freeForParty = [...states.values()].filter((state) => state.status === 'free').length;

  const floorTables = details.data?.id === floorId ? (details.data?.tables ?? []) : [];
  const selectedTables = floorTables.filter((table) => choice.tableIds.includes(table.id));

  // On the newest choice, not this render's: two tables picked before the router renders again both stay picked.
  const toggleTable = (table: RestaurantTable) =>
    update((newest) => {
      const picked = newest.floorId === floorId ? newest.tableIds : [];
      const tableIds = picked.includes(table.id) ? picked.filter((id) => id !== table.id) : [...picked, table.id];
      return { floorId, tableIds };
    });
  const chooseSuggestion = (suggestion: SeatSuggestion) =>
    update({ floorId: suggestion.floor.id, tableIds: suggestion.tables.map((table) => table.id) });

  const draft: BookingDraft = {
    guests: choice.guests,
    date: choice.date,
    time: choice.time,
    duration: choice.duration,
    floorName: details.data?.name ?? null,
    tables: selectedTables.map((table) => ({
      id: table.id,
      code: table.code,
      capacity: table.capacity,
      status: states.get(table.id)?.status ?? 'unknown',
    })),
  };

  return {
    floors,
    floorId,
    details,
    slot,
    availability,
    freeCount: currentAvailability ? freeForParty : null,
    states,
    draft,
    toggleTable,
    chooseSuggestion,
  };
}
