import type { FloorDetail } from '@restaurant/shared/contracts';
import { STATUS_PAINT } from '../lib/status-paint';
import type { LivePlanTable } from '../types/table-state';
import { PlanFrame } from './plan-frame';
import { TableDrawing } from './plan-table';

export interface LiveFloorPlanProps {
  readonly floor: FloorDetail;
  /** Each table's state now; a table missing here is drawn free. */
  readonly tables: ReadonlyMap<number, LivePlanTable>;
  /** The name of a table the map has no entry for (free). */
  readonly freeTable: (code: string, capacity: number) => LivePlanTable;
}

/**
 * The floor drawn to scale for the staff (issue 32 point 5): the same drawing as the diner's plan, read-only. Each
 * table is an image named by its code, state and next party; there is nothing to press, so no table takes the focus
 * (the legend counts the states for whoever does not browse the plan table by table).
 */
export function LiveFloorPlan({ floor, tables, freeTable }: LiveFloorPlanProps) {
  return (
    <PlanFrame floor={floor}>
      {(hatchId) =>
        floor.tables.map((table) => {
          const live = tables.get(table.id) ?? freeTable(table.code, table.capacity);
          return (
            <g key={table.id} role="img" aria-label={live.label} data-status={live.status}>
              <TableDrawing
                table={table}
                status={live.status}
                hatchId={hatchId}
                // the state's glyph, as on the diner's plan: colour is never the only signal
                glyph={STATUS_PAINT[live.status].glyph}
                code={table.code}
                seats={live.shown}
              />
            </g>
          );
        })
      }
    </PlanFrame>
  );
}
