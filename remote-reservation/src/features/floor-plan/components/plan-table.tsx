import type { KeyboardEvent } from 'react';
import type { RestaurantTable } from '@restaurant/shared/contracts';
import { chakra } from '@restaurant/shared/ui';
import { STATUS_PAINT } from '../lib/status-paint';
import { centreOf } from '../lib/table-centre';
import type { TableState } from '../types/table-state';
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
  // Round or rectangular, a table is painted the same way: hatched when taken, outlined thick when selected.
  const shapePaint = {
    className: 'plan-table-shape',
    fill: state.status === 'taken' ? `url(#${hatchId})` : paint.fill,
    stroke: selected ? 'colorPalette.solid' : paint.stroke,
    strokeWidth: selected ? '8' : '3',
    strokeDasharray: selected ? undefined : paint.dash,
  };
  return (
    <chakra.g
      ref={elementRef}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={selectable ? undefined : true}
      data-status={state.status}
      data-selected={selected || undefined}
      cursor={selectable ? 'pointer' : 'not-allowed'}
      outline="none"
      onClick={() => {
        onActivate();
        if (selectable) onToggle();
      }}
      onFocus={onActivate}
      onKeyDown={onKeyDown}
      css={{
        '& .plan-focus-ring': { visibility: 'hidden' },
        '&:focus-visible .plan-focus-ring': { visibility: 'visible' },
        '&:hover .plan-table-shape': selectable ? { fillOpacity: 0.8 } : {},
      }}
    >
      <g
        transform={`translate(${table.x} ${table.y}) rotate(${table.rotation} ${table.width / 2} ${table.height / 2})`}
      >
        {table.seats.map((seat) => (
          <chakra.circle
            key={seat.id}
            cx={seat.x}
            cy={seat.y}
            r={SEAT_RADIUS}
            fill={selected ? 'colorPalette.muted' : 'bg.emphasized'}
            stroke={selected ? 'colorPalette.solid' : 'border.emphasized'}
            strokeWidth="2"
          />
        ))}
        {table.shape === 'ROUND' ? (
          <chakra.ellipse
            cx={table.width / 2}
            cy={table.height / 2}
            rx={table.width / 2}
            ry={table.height / 2}
            {...shapePaint}
          />
        ) : (
          <chakra.rect
            width={table.width}
            height={table.height}
            rx={table.shape === 'SQUARE' ? 8 : 12}
            {...shapePaint}
          />
        )}
        <chakra.rect
          className="plan-focus-ring"
          x={-SEAT_RADIUS * 2}
          y={-SEAT_RADIUS * 2}
          width={table.width + SEAT_RADIUS * 4}
          height={table.height + SEAT_RADIUS * 4}
          rx="16"
          fill="none"
          stroke="colorPalette.focusRing"
          strokeWidth="5"
          strokeDasharray="10 6"
        />
      </g>
      <TableLabel
        centre={centreOf(table)}
        fontSize={labelSize(table)}
        code={selected ? `✓ ${table.code}` : table.code}
        seats={paint.glyph ? `${paint.glyph} ${seatsText}` : seatsText}
      />
    </chakra.g>
  );
}
