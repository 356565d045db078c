import { useId } from 'react';
import type { FloorDetail, RestaurantTable } from '@restaurant/shared/contracts';
import { Box, chakra, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { usePlanKeyboard } from '../hooks/use-plan-keyboard';
import { PLAN_CSS } from '../lib/plan-styles';
import type { TableState } from '../types/table-state';
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
  // useId's characters are not all valid in a CSS url(#...) reference.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `${uid}-hatch`;
  const hintId = `${uid}-hint`;
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
        css={PLAN_CSS}
      >
        <defs>
          <pattern id={hatchId} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect className="plan-hatch-ground" width="16" height="16" />
            <line className="plan-hatch-line" x1="0" y1="0" x2="0" y2="16" />
          </pattern>
        </defs>
        <rect className="plan-ground" x="0" y="0" width={floor.width} height={floor.height} />
        {ordered.map(({ table }) => {
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
