import type { KeyboardEvent } from 'react';
import type { RestaurantTable } from '@restaurant/shared/contracts';
import type { PlanGlyph } from '../lib/plan-glyphs';
import { STATUS_PAINT } from '../lib/status-paint';
import { centreOf } from '../lib/table-centre';
import type { TableState, TableStatus } from '../types/table-state';
import { TableLabel } from './table-label';

const SEAT_RADIUS = 14;

/** Text sized to the table so short codes stay legible on small two-seaters and do not shout on banquet tables. */
function labelSize(table: RestaurantTable): number {
  return Math.max(16, Math.min(34, Math.min(table.width, table.height) * 0.3));
}

export interface PlanTableProps {
  readonly table: RestaurantTable;
  readonly state: TableState;
  readonly selected: boolean;
  readonly tabbable: boolean;
  /** The accessible name: the text the table shows, then what its figures mean. */
  readonly label: string;
  /** The seats line the table shows ("4/4"). */
  readonly seatsText: string;
  /** The id of the plan's hatch pattern, which fills taken tables. */
  readonly hatchId: string;
  readonly elementRef: (element: SVGGElement | null) => void;
  readonly onActivate: () => void;
  readonly onToggle: () => void;
  readonly onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
}

/** One table of the plan: a toggle button drawn as its seats, its shape, its focus ring and its label. */
export function PlanTable({
  table,
  state,
  selected,
  tabbable,
  label,
  seatsText,
  hatchId,
  elementRef,
  onActivate,
  onToggle,
  onKeyDown,
}: PlanTableProps) {
  const paint = STATUS_PAINT[state.status];
  const selectable = state.status !== 'taken';
  return (
    <g
      ref={elementRef}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={selectable ? undefined : true}
      data-status={state.status}
      data-selected={selected || undefined}
      onClick={() => {
        onActivate();
        if (selectable) onToggle();
      }}
      onFocus={onActivate}
      onKeyDown={onKeyDown}
    >
      <TableDrawing
        table={table}
        status={state.status}
        hatchId={hatchId}
        glyph={selected ? 'check' : paint.glyph}
        code={table.code}
        seats={seatsText}
      />
    </g>
  );
}

export interface TableDrawingProps {
  readonly table: RestaurantTable;
  readonly status: TableStatus;
  /** The id of the plan's hatch pattern, which fills taken tables. */
  readonly hatchId: string;
  /** Drawn above the label: the table's state, or a picked table's check. */
  readonly glyph: PlanGlyph | undefined;
  /** The label's two lines: the code, then what the table's state says (seats, a time…). */
  readonly code: string;
  readonly seats: string;
}

/** What a table looks like, whoever looks: its seats, its shape, its focus ring and its label. */
export function TableDrawing({ table, status, hatchId, glyph, code, seats }: TableDrawingProps) {
  // Plain SVG painted by the plan's one style object (plan-styles.ts) from the data attributes: a taken table's
  // shape is filled with the plan's hatch pattern, which only an attribute can point to.
  const shapeFill = status === 'taken' ? `url(#${hatchId})` : undefined;
  return (
    <>
      <g
        transform={`translate(${table.x} ${table.y}) rotate(${table.rotation} ${table.width / 2} ${table.height / 2})`}
      >
        {table.seats.map((seat) => (
          <circle key={seat.id} className="plan-seat" cx={seat.x} cy={seat.y} r={SEAT_RADIUS} />
        ))}
        {table.shape === 'ROUND' ? (
          <ellipse
            className="plan-table-shape"
            cx={table.width / 2}
            cy={table.height / 2}
            rx={table.width / 2}
            ry={table.height / 2}
            fill={shapeFill}
          />
        ) : (
          <rect
            className="plan-table-shape"
            width={table.width}
            height={table.height}
            rx={table.shape === 'SQUARE' ? 8 : 12}
            fill={shapeFill}
          />
        )}
        <rect
          className="plan-focus-ring"
          x={-SEAT_RADIUS * 2}
          y={-SEAT_RADIUS * 2}
          width={table.width + SEAT_RADIUS * 4}
          height={table.height + SEAT_RADIUS * 4}
          rx="16"
        />
      </g>
      <TableLabel centre={centreOf(table)} fontSize={labelSize(table)} glyph={glyph} code={code} seats={seats} />
    </>
  );
}
