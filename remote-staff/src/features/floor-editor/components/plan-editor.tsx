import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { ManagedFloor, ManagedTable } from '@restaurant/shared/contracts';
import { SEAT_RADIUS } from '@restaurant/shared/floor-plan';
import { Box, chakra, Text, type BoxProps } from '@restaurant/shared/ui';
import { KEY_STEP } from '../lib/placement';
import { floorEditorTranslations } from '../translations';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The plan's paint, from theme tokens (light and dark alike), on its one <svg>. */
const PLAN_CSS: NonNullable<BoxProps['css']> = {
  '& .plan-ground': { fill: 'bg.panel' },
  '& .plan-seat': { fill: 'bg.emphasized', stroke: 'border.emphasized', strokeWidth: '2' },
  '& .plan-table-shape': { fill: 'bg.muted', stroke: 'border.emphasized', strokeWidth: '3' },
  '& [data-selected] .plan-table-shape': { fill: 'colorPalette.muted', stroke: 'colorPalette.solid', strokeWidth: '6' },
  '& [data-closed] .plan-table-shape': { strokeDasharray: '10 6' },
  '& [role=button]': { cursor: 'grab', outline: 'none', touchAction: 'none' },
  '& .plan-focus-ring': {
    fill: 'none',
    stroke: 'colorPalette.focusRing',
    strokeWidth: '5',
    strokeDasharray: '10 6',
    visibility: 'hidden',
  },
  '& [role=button]:focus-visible .plan-focus-ring': { visibility: 'visible' },
  '& .plan-label': { pointerEvents: 'none', fill: 'fg', fontWeight: 'bold' },
};

export interface PlanEditorProps {
  readonly floor: ManagedFloor;
  readonly selectedId: number | null;
  readonly onSelect: (table: ManagedTable) => void;
  /** A move asked for (arrow key, or the end of a drag): the page checks, draws and saves it. */
  readonly onMove: (table: ManagedTable, x: number, y: number) => void;
}

/**
 * The floor drawn to scale, as the diner's plan draws it (tops, and chairs of the shared size), each table a
 * focusable button: arrow keys move it, a pointer drags it, Enter or a click selects it for the inspector.
 */
export function PlanEditor({ floor, selectedId, onSelect, onMove }: PlanEditorProps) {
  const { t } = floorEditorTranslations.useTranslation();
  const hintId = useId();
  const svg = useRef<SVGSVGElement | null>(null);
  const drag = useRef<{ table: ManagedTable; dx: number; dy: number; moved: boolean } | null>(null);

  const planPoint = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onKeyDown = (event: KeyboardEvent, table: ManagedTable) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      onMove(table, table.x + arrow[0] * step, table.y + arrow[1] * step);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(table);
    }
  };

  return (
    <Box>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="2">
        {t('plan.hint')}
      </Text>
      <Box overflowX="auto" borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.subtle">
        <chakra.svg
          ref={svg}
          role="group"
          aria-label={t('plan.label', { floor: floor.name })}
          aria-describedby={hintId}
          viewBox={`0 0 ${floor.width} ${floor.height}`}
          display="block"
          width="100%"
          height="auto"
          minW={{ base: '560px', md: '0' }}
          maxH="70vh"
          direction="ltr"
          colorPalette="teal"
          css={PLAN_CSS}
        >
          <rect className="plan-ground" x="0" y="0" width={floor.width} height={floor.height} />
          {floor.tables.map((table) => (
            <g
              key={table.id}
              role="button"
              tabIndex={0}
              aria-pressed={table.id === selectedId}
              aria-label={t('plan.table', {
                code: table.code,
                count: table.capacity,
                x: Math.round(table.x),
                y: Math.round(table.y),
              })}
              data-selected={table.id === selectedId || undefined}
              data-closed={table.closedFrom ? true : undefined}
              onKeyDown={(event) => onKeyDown(event, table)}
              onClick={() => onSelect(table)}
              onPointerDown={(event) => {
                const at = planPoint(event);
                if (!at) return;
                event.currentTarget.setPointerCapture?.(event.pointerId);
                drag.current = { table, dx: at.x - table.x, dy: at.y - table.y, moved: false };
              }}
              onPointerMove={(event) => {
                const at = planPoint(event);
                const moving = drag.current;
                if (!at || !moving || moving.table.id !== table.id) return;
                moving.moved = true;
                event.currentTarget.setAttribute(
                  'transform',
                  `translate(${Math.round(at.x - moving.dx - table.x)} ${Math.round(at.y - moving.dy - table.y)})`,
                );
              }}
              onPointerUp={(event) => {
                const at = planPoint(event);
                const moving = drag.current;
                drag.current = null;
                event.currentTarget.removeAttribute('transform');
                if (at && moving?.moved) onMove(table, Math.round(at.x - moving.dx), Math.round(at.y - moving.dy));
              }}
            >
              <TableShapes table={table} />
            </g>
          ))}
        </chakra.svg>
      </Box>
    </Box>
  );
}

/** A table's chairs, top, focus ring and number, drawn the way the diner's plan draws them. */
function TableShapes({ table }: { table: ManagedTable }) {
  const { width: w, height: h } = table;
  return (
    <>
      <g transform={`translate(${table.x} ${table.y}) rotate(${table.rotation} ${w / 2} ${h / 2})`}>
        {table.seats.map((seat) => (
          <circle key={seat.id} className="plan-seat" cx={seat.x} cy={seat.y} r={SEAT_RADIUS} />
        ))}
        {table.shape === 'ROUND' ? (
          <ellipse className="plan-table-shape" cx={w / 2} cy={h / 2} rx={w / 2} ry={h / 2} />
        ) : (
          <rect className="plan-table-shape" width={w} height={h} rx={table.shape === 'SQUARE' ? 8 : 12} />
        )}
        <rect
          className="plan-focus-ring"
          x={-SEAT_RADIUS * 2}
          y={-SEAT_RADIUS * 2}
          width={w + SEAT_RADIUS * 4}
          height={h + SEAT_RADIUS * 4}
          rx="16"
        />
      </g>
      <text
        className="plan-label"
        x={table.x + w / 2}
        y={table.y + h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.max(16, Math.min(30, Math.min(w, h) * 0.3))}
      >
        {table.code}
      </text>
    </>
  );
}
