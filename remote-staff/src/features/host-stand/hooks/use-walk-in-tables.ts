import { useFloorDetails } from '../api/get-floor-details';
import { useFloors } from '../api/get-floors';
import type { WalkInTable } from '../lib/walk-in-form';

export interface FloorTables {
  readonly floor: { readonly id: number; readonly name: string };
  readonly tables: readonly WalkInTable[];
}

/**
 * Every table of every floor, grouped by floor, for the walk-in form. Whether one is free now is the API's to say
 * (the availability read takes future slots only): a taken table is refused with SLOT_TAKEN, shown in the form.
 */
export function useWalkInTables() {
  const floors = useFloors();
  const details = useFloorDetails(floors.data?.map((floor) => floor.id) ?? []);
  const failed = floors.error ?? details.find((detail) => detail.error)?.error ?? null;
  const pending = floors.isPending || details.some((detail) => detail.isPending);
  const groups: FloorTables[] = details.flatMap((detail) =>
    detail.data
      ? [
          {
            floor: { id: detail.data.id, name: detail.data.name },
            tables: detail.data.tables.map(({ id, code, capacity }) => ({ id, code, capacity })),
          },
        ]
      : [],
  );
  const retry = () => {
    if (floors.isError) void floors.refetch();
    for (const detail of details) if (detail.isError) void detail.refetch();
  };
  return { groups, pending: pending && failed === null, error: failed, retry };
}
