import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FloorDetail, RestaurantTable } from '@restaurant/shared/contracts';
import { directionOfKey, nextInDirection, readingOrder } from '../lib/plan-navigation';
import { centreOf } from '../lib/table-centre';

/**
 * The plan's roving tab stop: tables in reading order, the one that takes Tab, and the keys that move between
 * neighbouring tables (arrows, Home, End) or pick one (Enter, Space).
 */
export function usePlanKeyboard(
  floor: FloorDetail,
  selectedIds: readonly number[],
  onToggleTable: (table: RestaurantTable) => void,
) {
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

  const registerTable = (id: number) => (element: SVGGElement | null) => {
    if (element) refs.current.set(id, element);
    else refs.current.delete(id);
  };

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

  return { ordered, tabStopId, setActiveId, registerTable, onKeyDown };
}
