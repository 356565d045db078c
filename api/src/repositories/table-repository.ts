import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  Floor,
  FloorDetail,
  RestaurantTable,
  SeatSuggestion,
  TableAvailability,
  TableShape,
} from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { floors, reservationTables, restaurantTables, seats, tableAdjacency } from '../db/schema';

export type TableInfo = {
  id: number;
  code: string;
  capacity: number;
  floorId: number;
  /** the restaurant-local date from which the table is closed (no availability), or null */
  closedFrom: string | null;
};

/** The tables in use: a table removed in the editor is kept only for the past bookings that name it. */
export const tableInUse = isNull(restaurantTables.removedAt);

/** True when the table is closed on this restaurant-local date. */
export const closedOn = (table: Pick<TableInfo, 'closedFrom'>, date: string) =>
  table.closedFrom !== null && table.closedFrom <= date;

/** The columns of a TableInfo, for every query that reads one. */
type TableRow = typeof restaurantTables.$inferSelect;
type SeatRow = typeof seats.$inferSelect;

/** A table as a floor plan draws it (the diner's plan and the manager's editor): its seats and its neighbours. */
export function tableOnPlan(
  table: TableRow,
  seatRows: readonly SeatRow[],
  adjacentTableIds: readonly number[],
): RestaurantTable {
  return {
    id: table.id,
    code: table.code,
    capacity: table.capacity,
    shape: table.shape as TableShape,
    zone: table.zone,
    x: table.x,
    y: table.y,
    width: table.width,
    height: table.height,
    rotation: table.rotation,
    adjacentTableIds: [...adjacentTableIds].sort((a, b) => a - b),
    seats: seatRows
      .filter((seat) => seat.tableId === table.id)
      .map((seat) => ({ id: seat.id, label: seat.label, x: seat.x, y: seat.y, angle: seat.angle })),
  };
}

const tableInfoColumns = {
  id: restaurantTables.id,
  code: restaurantTables.code,
  capacity: restaurantTables.capacity,
  floorId: restaurantTables.floorId,
  closedFrom: restaurantTables.closedFrom,
};

/** Connected sets of 2..maxSize tables in an adjacency graph, each listed once (sorted ids). */
export function connectedSets(ids: number[], neighbours: Map<number, number[]>, maxSize: number): number[][] {
  const seen = new Set<string>();
  const out: number[][] = [];
  const grow = (set: number[]) => {
    const key = [...set].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    if (set.length >= 2) out.push(key.split(',').map(Number));
    if (set.length === maxSize) return;
    for (const id of set) for (const n of neighbours.get(id) ?? []) if (!set.includes(n)) grow([...set, n]);
  };
  for (const id of ids) grow([id]);
  return out;
}

/**
 * How long the floor layout (tables, floors, adjacency) is kept in memory. The editor's writes drop it on every
 * instance at once (`forgetLayout`, called on the invalidation bus); this only bounds a missed message.
 */
const LAYOUT_TTL_MS = 5 * 60_000;

type Layout = {
  tables: TableInfo[];
  floors: Map<number, { id: number; name: string; level: number }>;
  neighbours: Map<number, number[]>;
};

export function createTableRepository(db: Db) {
  let layoutCache: { at: number; layout: Promise<Layout> } | undefined;

  /**
   * The static part of every availability and suggestion answer, read once: those routes then cost one
   * query (the bookings overlapping the slot), which matters most on single-threaded PGlite.
   */
  function layout(): Promise<Layout> {
    if (layoutCache && Date.now() - layoutCache.at < LAYOUT_TTL_MS) return layoutCache.layout;
    const loading = (async () => {
      const [tables, floorRows, neighbours] = await Promise.all([
        db.select(tableInfoColumns).from(restaurantTables).where(tableInUse).orderBy(asc(restaurantTables.code)),
        db.select({ id: floors.id, name: floors.name, level: floors.level }).from(floors),
        adjacency(),
      ]);
      return { tables, floors: new Map(floorRows.map((f) => [f.id, f])), neighbours };
    })();
    layoutCache = { at: Date.now(), layout: loading };
    loading.catch(() => {
      layoutCache = undefined;
    });
    return loading;
  }

  async function adjacency(floorId?: number) {
    const rows = await db
      .select({ a: tableAdjacency.tableId, b: tableAdjacency.adjacentTableId })
      .from(tableAdjacency)
      .innerJoin(restaurantTables, eq(restaurantTables.id, tableAdjacency.tableId))
      .where(and(tableInUse, floorId ? eq(restaurantTables.floorId, floorId) : undefined));
    const neighbours = new Map<number, number[]>();
    for (const { a, b } of rows) {
      neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
      neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
    }
    return neighbours;
  }

  async function listFloorsRows(): Promise<Floor[]> {
    return db
      .select({
        id: floors.id,
        name: floors.name,
        level: floors.level,
        description: floors.description,
        width: floors.width,
        height: floors.height,
        tableCount: sql<number>`count(${restaurantTables.id})::int`,
        seatCount: sql<number>`coalesce(sum(${restaurantTables.capacity}), 0)::int`,
      })
      .from(floors)
      .leftJoin(restaurantTables, and(eq(restaurantTables.floorId, floors.id), tableInUse))
      .groupBy(floors.id)
      .orderBy(asc(floors.level), asc(floors.id));
  }

  return {
    listFloors: listFloorsRows,

    /** Drops the layout kept in memory: the floor plan editor changed it (here or on another instance). */
    forgetLayout() {
      layoutCache = undefined;
    },

    async findFloor(id: number) {
      return (await layout()).floors.get(id);
    },

    async floorDetail(id: number): Promise<FloorDetail | undefined> {
      const floor = (await listFloorsRows()).find((f) => f.id === id);
      if (!floor) return undefined;
      const tables = await db
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.floorId, id), tableInUse))
        .orderBy(asc(restaurantTables.code));
      const seatRows = tables.length
        ? await db
            .select()
            .from(seats)
            .where(
              inArray(
                seats.tableId,
                tables.map((t) => t.id),
              ),
            )
            .orderBy(asc(seats.id))
        : [];
      const neighbours = await adjacency(id);
      return {
        ...floor,
        tables: tables.map((t) => tableOnPlan(t, seatRows, neighbours.get(t.id) ?? [])),
      };
    },

    async tablesByIds(ids: number[]): Promise<TableInfo[]> {
      return db
        .select(tableInfoColumns)
        .from(restaurantTables)
        .where(and(inArray(restaurantTables.id, ids), tableInUse));
    },

    adjacency,

    /** Tables with a confirmed booking overlapping [startAt, endAt). */
    async busyTableIds(startAt: Date, endAt: Date, tableIds?: number[]): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ tableId: reservationTables.tableId })
        .from(reservationTables)
        .where(
          and(
            eq(reservationTables.status, 'confirmed'),
            lt(reservationTables.startAt, endAt),
            gt(reservationTables.endAt, startAt),
            tableIds ? inArray(reservationTables.tableId, tableIds) : undefined,
          ),
        );
      return new Set(rows.map((r) => r.tableId));
    },

    /** `date` is the slot's restaurant-local date: a table closed from that date on is not available. */
    async availability(floorId: number, startAt: Date, endAt: Date, date: string): Promise<TableAvailability[]> {
      const tables = (await layout()).tables.filter((t) => t.floorId === floorId);
      const busy = await this.busyTableIds(
        startAt,
        endAt,
        tables.map((t) => t.id),
      );
      for (const t of tables) if (closedOn(t, date)) busy.add(t.id);
      return tables.map((t) => ({
        tableId: t.id,
        code: t.code,
        capacity: t.capacity,
        available: !busy.has(t.id),
        freeSeats: busy.has(t.id) ? 0 : t.capacity,
      }));
    },

    /**
     * Ranked seating for a party: every free single table that fits, fewest spare seats first; then sets of
     * adjacent free tables on one floor that fit together, fewest spare seats then fewest tables first. A combined
     * set is only offered when none of its smaller connected parts would already fit.
     */
    async suggestions(
      guests: number,
      startAt: Date,
      endAt: Date,
      options: { floorId?: number | undefined; maxTables: number; limit: number; date: string },
    ): Promise<SeatSuggestion[]> {
      const { tables: allTables, floors: floorById, neighbours } = await layout();
      const tables = (options.floorId ? allTables.filter((t) => t.floorId === options.floorId) : allTables).filter(
        (t) => !closedOn(t, options.date),
      );
      const busy = await this.busyTableIds(startAt, endAt, options.floorId ? tables.map((t) => t.id) : undefined);
      const free = new Map(tables.filter((t) => !busy.has(t.id)).map((t) => [t.id, t]));
      const describe = (set: TableInfo[]) => {
        const seatsTotal = set.reduce((n, t) => n + t.capacity, 0);
        const floor = floorById.get(set[0]!.floorId)!;
        return {
          combined: set.length > 1,
          floor: { id: floor.id, name: floor.name },
          level: floor.level,
          tables: [...set]
            .sort((a, b) => a.code.localeCompare(b.code))
            .map(({ id, code, capacity }) => ({ id, code, capacity })),
          seats: seatsTotal,
          spareSeats: seatsTotal - guests,
        };
      };
      const singles = [...free.values()].filter((t) => t.capacity >= guests).map((t) => describe([t]));
      const freeNeighbours = new Map(
        [...free.keys()].map((id) => [id, (neighbours.get(id) ?? []).filter((n) => free.has(n))]),
      );
      const fits = (ids: number[]) => ids.reduce((n, id) => n + free.get(id)!.capacity, 0) >= guests;
      const candidateSets = connectedSets([...free.keys()], freeNeighbours, options.maxTables).filter(fits);
      const fitting = new Set(candidateSets.map((s) => s.join(',')));
      const minimal = candidateSets.filter((set) => {
        if (set.some((id) => free.get(id)!.capacity >= guests)) return false;
        // a smaller connected subset that fits makes this set wasteful
        const inside = new Map(set.map((id) => [id, (freeNeighbours.get(id) ?? []).filter((n) => set.includes(n))]));
        return !connectedSets(set, inside, set.length - 1).some((sub) => fitting.has(sub.join(',')));
      });
      const combined = minimal.map((ids) => describe(ids.map((id) => free.get(id)!)));
      const byFit = (a: ReturnType<typeof describe>, b: ReturnType<typeof describe>) =>
        a.spareSeats - b.spareSeats ||
        a.tables.length - b.tables.length ||
        a.level - b.level ||
        a.tables[0]!.code.localeCompare(b.tables[0]!.code);
      return [...singles.sort(byFit), ...combined.sort(byFit)]
        .slice(0, options.limit)
        .map(({ level: _level, ...s }, i) => ({ rank: i + 1, ...s }));
    },
  };
}

export type TableRepository = ReturnType<typeof createTableRepository>;
