import { Box, chakra, Text, VisuallyHidden } from '@restaurant/shared/ui';
import type { FloorDetail, RestaurantTable } from '@restaurant/shared/contracts';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@restaurant/shared';
import { directionOfKey, nextInDirection, readingOrder } from '../lib/plan-navigation';
import type { TableState, TableStatus } from '../types/table-state';

export interface FloorPlanProps {
  readonly floor: FloorDetail;
  /** Availability of each table for the chosen slot and party; a missing table is shown as "checking". */
  readonly states: ReadonlyMap<number, TableState>;
  readonly selectedIds: readonly number[];
  readonly onToggleTable: (table: RestaurantTable) => void;
}

const UNKNOWN: TableState = { status: 'unknown', freeSeats: null };

/**
 * Colour is never the only signal: each status also has its own outline dash and glyph (taken tables are hatched),
 * and the legend repeats them in words.
 */
export const STATUS_PAINT: Readonly<
  Record<TableStatus, { fill: string; stroke: string; dash?: string; glyph: string }>
> = {
  free: { fill: 'green.subtle', stroke: 'green.solid', glyph: '' },
  taken: { fill: 'red.subtle', stroke: 'red.solid', dash: '12 8', glyph: '✕' },
  'too-small': { fill: 'orange.subtle', stroke: 'orange.solid', dash: '3 6', glyph: '!' },
  unknown: { fill: 'bg.muted', stroke: 'border.emphasized', dash: '2 4', glyph: '…' },
};

const SEAT_RADIUS = 14;

function centreOf(table: RestaurantTable) {
  return { id: table.id, x: table.x + table.width / 2, y: table.y + table.height / 2 };
}

/** Text sized to the table so short codes stay legible on small two-seaters and do not shout on banquet tables. */
function labelSize(table: RestaurantTable): number {
  return Math.max(16, Math.min(34, Math.min(table.width, table.height) * 0.3));
}

/** The label's lines around the table's centre, in units of the code's font size, and the seats line's size. */
const CODE_LINE_OFFSET = -0.15;
const SEATS_LINE_OFFSET = 0.73;
const SEATS_SCALE = 0.8;

interface TableLabelProps {
  readonly centre: { x: number; y: number };
  readonly fontSize: number;
  readonly code: string;
  readonly seats: string;
}

/**
 * The code over the seats, upright whatever the table's rotation. Two <text> lines, not two <tspan>s of one: the
 * space between them keeps the shown text "A07 4/4" (as the table's name reads, not "A074/4"), and a space inside
 * one <text> would be laid out, pulling both lines off centre.
 */
function TableLabel({ centre, fontSize, code, seats }: TableLabelProps) {
  return (
    <chakra.g pointerEvents="none" aria-hidden="true">
      <chakra.text
        x={centre.x}
        y={centre.y + CODE_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fill="fg"
        fontSize={`${fontSize}px`}
        fontWeight="bold"
      >
        {code}
      </chakra.text>{' '}
      <chakra.text
        x={centre.x}
        y={centre.y + SEATS_LINE_OFFSET * fontSize}
        textAnchor="middle"
        fill="fg"
        fontSize={`${SEATS_SCALE * fontSize}px`}
      >
        {seats}
      </chakra.text>
    </chakra.g>
  );
}

/**
 * The chosen floor drawn to scale from its plan units. Each table is one focusable button labelled with its code,
 * seats and status; arrow keys move between neighbouring tables, Enter or Space picks or drops a table.
 */
export function FloorPlan({ floor, states, selectedIds, onToggleTable }: FloorPlanProps) {
  const { t } = useTranslation('reservation');
  // useId's characters are not all valid in a CSS url(#...) reference.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `${uid}-hatch`;
  const hintId = `${uid}-hint`;
  const ordered = useMemo(() => readingOrder(floor.tables.map((table) => ({ ...centreOf(table), table }))), [floor]);
  const points = useMemo(() => ordered.map(({ id, x, y }) => ({ id, x, y })), [ordered]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const refs = useRef(new Map<number, SVGGElement>());

  // The roving tab stop: the table last moved to, else the first picked one, else the first in reading order.
  const tabStopId =
    (activeId != null && floor.tables.some((table) => table.id === activeId) ? activeId : null) ??
    floor.tables.find((table) => selectedIds.includes(table.id))?.id ??
    ordered[0]?.id ??
    null;

  const moveTo = useCallback((id: number | null) => {
    if (id == null) return;
    setActiveId(id);
    refs.current.get(id)?.focus();
  }, []);

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

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, table: RestaurantTable, selectable: boolean) => {
    const direction = directionOfKey(event.key);
    if (direction) {
      event.preventDefault();
      moveTo(nextInDirection(points, table.id, direction));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo((event.key === 'Home' ? ordered[0] : ordered.at(-1))?.id ?? null);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selectable) onToggleTable(table);
    }
  };

  return (
    <Box overflowX="auto" borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.subtle">
      <VisuallyHidden id={hintId}>{t('plan.keyboardHint')}</VisuallyHidden>
      <chakra.svg
        role="group"
        aria-label={t('plan.label', { floor: floor.name })}
        aria-describedby={hintId}
        viewBox={`0 0 ${floor.width} ${floor.height}`}
        preserveAspectRatio="xMidYMid meet"
        display="block"
        width="100%"
        height="auto"
        // Below this width two-seaters get too small to tap: the plan scrolls sideways instead of shrinking.
        minW={{ base: '560px', md: '0' }}
        maxH="75vh"
        // Table codes and seat counts ("B4", "✕ 0/4") must not be reordered by an rtl page around them.
        direction="ltr"
      >
        <defs>
          <pattern id={hatchId} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <chakra.rect width="16" height="16" fill={STATUS_PAINT.taken.fill} />
            <chakra.line x1="0" y1="0" x2="0" y2="16" stroke="red.muted" strokeWidth="8" />
          </pattern>
        </defs>
        <chakra.rect x="0" y="0" width={floor.width} height={floor.height} fill="bg.panel" />
        {ordered.map(({ table }) => {
          const state = states.get(table.id) ?? UNKNOWN;
          const paint = STATUS_PAINT[state.status];
          const selected = selectedIds.includes(table.id);
          const selectable = state.status !== 'taken';
          const centre = centreOf(table);
          const seatsText = seatsTextOf(table, state);
          return (
            <chakra.g
              key={table.id}
              ref={(element: SVGGElement | null) => {
                if (element) refs.current.set(table.id, element);
                else refs.current.delete(table.id);
              }}
              role="button"
              tabIndex={table.id === tabStopId ? 0 : -1}
              aria-label={labelOf(table, state)}
              aria-pressed={selected}
              aria-disabled={selectable ? undefined : true}
              data-status={state.status}
              data-selected={selected || undefined}
              cursor={selectable ? 'pointer' : 'not-allowed'}
              outline="none"
              onClick={() => {
                setActiveId(table.id);
                if (selectable) onToggleTable(table);
              }}
              onFocus={() => setActiveId(table.id)}
              onKeyDown={(event: KeyboardEvent<SVGGElement>) => onKeyDown(event, table, selectable)}
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
                    className="plan-table-shape"
                    cx={table.width / 2}
                    cy={table.height / 2}
                    rx={table.width / 2}
                    ry={table.height / 2}
                    fill={state.status === 'taken' ? `url(#${hatchId})` : paint.fill}
                    stroke={selected ? 'colorPalette.solid' : paint.stroke}
                    strokeWidth={selected ? '8' : '3'}
                    strokeDasharray={selected ? undefined : paint.dash}
                  />
                ) : (
                  <chakra.rect
                    className="plan-table-shape"
                    width={table.width}
                    height={table.height}
                    rx={table.shape === 'SQUARE' ? 8 : 12}
                    fill={state.status === 'taken' ? `url(#${hatchId})` : paint.fill}
                    stroke={selected ? 'colorPalette.solid' : paint.stroke}
                    strokeWidth={selected ? '8' : '3'}
                    strokeDasharray={selected ? undefined : paint.dash}
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
                centre={centre}
                fontSize={labelSize(table)}
                code={selected ? `✓ ${table.code}` : table.code}
                seats={paint.glyph ? `${paint.glyph} ${seatsText}` : seatsText}
              />
            </chakra.g>
          );
        })}
      </chakra.svg>
      {floor.tables.length === 0 ? (
        <Text p="4" color="fg.muted">
          {t('plan.noTables')}
        </Text>
      ) : null}
    </Box>
  );
}
