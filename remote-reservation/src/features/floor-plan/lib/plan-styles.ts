import type { BoxProps } from '@restaurant/shared/ui';
import type { TableStatus } from '../types/table-state';
import { STATUS_PAINT } from './status-paint';

type PlanCss = NonNullable<BoxProps['css']>;

/** One rule per status for a table's shape; a taken table keeps the hatch its `fill` attribute points to. */
const statusRules = Object.fromEntries(
  (Object.keys(STATUS_PAINT) as TableStatus[]).map((status) => {
    const paint = STATUS_PAINT[status];
    return [
      `& [data-status=${status}] .plan-table-shape`,
      {
        fill: status === 'taken' ? undefined : paint.fill,
        stroke: paint.stroke,
        strokeDasharray: paint.dash ?? 'none',
      },
    ];
  }),
);

/**
 * The whole plan's paint as one style object on its <svg>, computed once: the tables inside are plain SVG elements
 * whose state is in data attributes. A styled element per seat, shape and label made hydration compute and insert
 * hundreds of style objects on a floor of thirty tables (the reservation page's long tasks, issue 17).
 */
export const PLAN_CSS: PlanCss = {
  '& .plan-hatch-ground': { fill: STATUS_PAINT.taken.fill },
  '& .plan-hatch-line': { stroke: 'red.muted', strokeWidth: '8' },
  '& .plan-ground': { fill: 'bg.panel' },
  '& [role=button]': { cursor: 'pointer', outline: 'none' },
  '& [role=button][aria-disabled=true]': { cursor: 'not-allowed' },
  '& .plan-seat': { fill: 'bg.emphasized', stroke: 'border.emphasized', strokeWidth: '2' },
  '& [data-selected] .plan-seat': { fill: 'colorPalette.muted', stroke: 'colorPalette.solid' },
  '& .plan-table-shape': { strokeWidth: '3' },
  ...statusRules,
  // More specific than a status rule, so a picked table is outlined thick whatever its status.
  '& [data-status][data-selected] .plan-table-shape': {
    stroke: 'colorPalette.solid',
    strokeWidth: '8',
    strokeDasharray: 'none',
  },
  '& [role=button]:not([aria-disabled=true]):hover .plan-table-shape': { fillOpacity: 0.8 },
  '& .plan-focus-ring': {
    fill: 'none',
    stroke: 'colorPalette.focusRing',
    strokeWidth: '5',
    strokeDasharray: '10 6',
    visibility: 'hidden',
  },
  '& [role=button]:focus-visible .plan-focus-ring': { visibility: 'visible' },
  '& .plan-label': { pointerEvents: 'none', fill: 'fg' },
  // In the width the plan's scale gives a stroke of the legend's icons at text size.
  '& .plan-label-glyph': {
    fill: 'none',
    stroke: 'fg',
    strokeWidth: '2.6',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  '& .plan-label-glyph[data-solid]': { fill: 'fg', stroke: 'none' },
  '& .plan-label-code': { fontWeight: 'bold' },
};
