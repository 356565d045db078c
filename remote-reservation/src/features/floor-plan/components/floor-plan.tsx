import { useId } from 'react';
import type { FloorDetail, RestaurantTable } from '@restaurant/shared/contracts';
import { VisuallyHidden } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { usePlanKeyboard } from '../hooks/use-plan-keyboard';
import type { TableState } from '../types/table-state';
import { PlanFrame } from './plan-frame';
import { PlanTable } from './plan-table';

export interface FloorPlanProps {
  readonly floor: FloorDetail;
  /** Availability of each table for the chosen slot and party; a missing table is shown as "checking". */
  readonly states: ReadonlyMap<number, TableState>;
  readonly selectedIds: readonly number[];
  readonly onToggleTable: (table: RestaurantTable) => void;
}

const UNKNOWN: TableState = { status: 'unknown', freeSeats: null };

/**
 * The chosen floor drawn to scale from its plan units. Each table is one focusable button labelled with its code,
 * seats and status; arrow keys move between neighbouring tables, Enter or Space picks or drops a table.
 */
export function FloorPlan({ floor, states, selectedIds, onToggleTable }: FloorPlanProps) {
  const { t } = reservationTranslations.useTranslation();
  const hintId = useId();
  const { ordered, tabStopId, setActiveId, registerTable, onKeyDown } = usePlanKeyboard(
    floor,
    selectedIds,
    onToggleTable,
  );

  const seatsTextOf = (table: RestaurantTable, state: TableState) =>
    state.freeSeats == null
      ? t('plan.seatsShort', { count: table.capacity })
      : t('plan.freeSeatsShort', { free: state.freeSeats, total: table.capacity });

  // The name starts with the text the table shows ("A07 4/4"), so what is seen is what is announced and what voice
  // control answers to; the words after it say what the figures mean.
  const labelOf = (table: RestaurantTable, state: TableState) =>
    t('plan.table', {
      shown: `${table.code} ${seatsTextOf(table, state)}`,
      count: table.capacity,
      status: t(`plan.status.${state.status}`),
    });

  return (
    <>
      <VisuallyHidden id={hintId}>{t('plan.keyboardHint')}</VisuallyHidden>
      <PlanFrame floor={floor} describedBy={hintId}>
        {(hatchId) =>
          ordered.map(({ table }) => {
            const state = states.get(table.id) ?? UNKNOWN;
            const selectable = state.status !== 'taken';
            return (
              <PlanTable
                key={table.id}
                table={table}
                state={state}
                selected={selectedIds.includes(table.id)}
                tabbable={table.id === tabStopId}
                label={labelOf(table, state)}
                seatsText={seatsTextOf(table, state)}
                hatchId={hatchId}
                elementRef={registerTable(table.id)}
                onActivate={() => setActiveId(table.id)}
                onToggle={() => onToggleTable(table)}
                onKeyDown={(event) => onKeyDown(event, table, selectable)}
              />
            );
          })
        }
      </PlanFrame>
    </>
  );
}
