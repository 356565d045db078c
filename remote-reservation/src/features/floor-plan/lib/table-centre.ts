import type { RestaurantTable } from '@restaurant/shared/contracts';

/** The table's centre in plan units, where its label sits and from which keyboard moves are measured. */
export function centreOf(table: RestaurantTable) {
  return { id: table.id, x: table.x + table.width / 2, y: table.y + table.height / 2 };
}
