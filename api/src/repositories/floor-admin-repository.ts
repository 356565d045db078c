import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type {
  FloorInput,
  FloorPatch,
  ManagedFloor,
  ManagedTable,
  TableInput,
  TablePatch,
} from '@restaurant/shared/contracts';
import { TABLE_CLEARANCE, fitsOnFloor, seatsFor, tablesTouch } from '@restaurant/shared/floor-plan';
import type { Db, Tx } from '../db/index';
import { floors, reservationTables, reservations, restaurantTables, seats, tableAdjacency } from '../db/schema';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';
import { audited, recordAudit } from './audit-repository';
import type { ExpectedVersion, Versioned } from './menu-admin-repository';
import { tableInUse, tableOnPlan } from './table-repository';

/** What a floor plan edit invalidates: the public floors and their plans (with TABLES_TAG for the slot answers). */
export const FLOORS_TAG = 'floors';

type Executor = Db | Tx;
type TableRow = typeof restaurantTables.$inferSelect;
type FloorRow = typeof floors.$inferSelect;

function checkVersion(stored: number, expected: ExpectedVersion) {
  if (expected !== undefined && stored !== expected) throw new AppError('EDIT_CONFLICT');
}

/** The tables in use of some floors, with their chairs and the tables they may be joined with. */
async function tablesOf(db: Executor, floorIds: number[]): Promise<Map<number, ManagedTable[]>> {
  const byFloor = new Map<number, ManagedTable[]>(floorIds.map((id) => [id, []]));
  if (!floorIds.length) return byFloor;
  const rows = await db
    .select()
    .from(restaurantTables)
    .where(and(inArray(restaurantTables.floorId, floorIds), tableInUse))
    .orderBy(asc(restaurantTables.code));
  const ids = rows.map((t) => t.id);
  const [seatRows, pairs] = ids.length
    ? await Promise.all([
        db.select().from(seats).where(inArray(seats.tableId, ids)).orderBy(asc(seats.id)),
        db
          .select({ a: tableAdjacency.tableId, b: tableAdjacency.adjacentTableId })
          .from(tableAdjacency)
          .where(or(inArray(tableAdjacency.tableId, ids), inArray(tableAdjacency.adjacentTableId, ids))),
      ])
    : [[], []];
  for (const t of rows) {
    byFloor.get(t.floorId)!.push({
      ...tableOnPlan(
        t,
        seatRows,
        pairs.flatMap(({ a, b }) => (a === t.id ? [b] : b === t.id ? [a] : [])),
      ),
      version: t.version,
      closedFrom: t.closedFrom,
    });
  }
  return byFloor;
}

function toFloor(row: FloorRow, tables: ManagedTable[]): Versioned<ManagedFloor> {
  return {
    version: row.version,
    record: {
      id: row.id,
      name: row.name,
      level: row.level,
      description: row.description,
      width: row.width,
      height: row.height,
      tableCount: tables.length,
      seatCount: tables.reduce((n, t) => n + t.capacity, 0),
      version: row.version,
      tables,
    },
  };
}

async function readFloor(db: Executor, id: number): Promise<Versioned<ManagedFloor> | undefined> {
  const [row] = await db.select().from(floors).where(eq(floors.id, id));
  if (!row) return undefined;
  return toFloor(row, (await tablesOf(db, [id])).get(id)!);
}

async function readTable(db: Executor, id: number): Promise<Versioned<ManagedTable>> {
  const [row] = await db
    .select({ floorId: restaurantTables.floorId })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.id, id), tableInUse));
  if (!row) throw new AppError('TABLE_NOT_FOUND');
  const table = (await tablesOf(db, [row.floorId])).get(row.floorId)!.find((t) => t.id === id)!;
  return { record: table, version: table.version };
}

/** The floor, locked: every write to a floor's plan checks the plan as it stands, one at a time. */
async function lockFloor(tx: Tx, id: number): Promise<FloorRow> {
  const [floor] = await tx.select().from(floors).where(eq(floors.id, id)).for('update');
  if (!floor) throw new AppError('FLOOR_NOT_FOUND');
  return floor;
}

type Placed = Pick<TableRow, 'code' | 'shape' | 'x' | 'y' | 'width' | 'height' | 'rotation'> & {
  id?: number;
  seats: Array<{ x: number; y: number }>;
};

/** A table's drawing stays on its floor and clear of every other table's: refused with what is in the way. */
async function checkPlacement(tx: Tx, floor: FloorRow, table: Placed) {
  if (!fitsOnFloor(table, floor)) throw new AppError('TABLE_OFF_PLAN', { code: table.code });
  const others = (await tablesOf(tx, [floor.id])).get(floor.id)!.filter((t) => t.id !== table.id);
  const hit = others.find((other) => tablesTouch(table, other));
  if (hit) throw new AppError('TABLE_OVERLAP', { code: table.code, other: hit.code, clearance: TABLE_CLEARANCE });
}

async function checkCodeFree(tx: Tx, code: string, id?: number) {
  const [taken] = await tx
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.code, code), tableInUse, id ? ne(restaurantTables.id, id) : undefined));
  if (taken) throw new AppError('TABLE_CODE_TAKEN', { code });
}

/**
 * Sets the tables a table may be joined with (same floor, in use, not itself) and raises the version of every table
 * whose list changed, so another manager's open edit of a neighbour cannot put back what this one took out.
 */
async function setJoins(tx: Tx, id: number, floorId: number, joinIds: readonly number[]) {
  if (joinIds.includes(id)) throw new AppError('TABLE_JOIN_INVALID');
  if (joinIds.length) {
    const found = await tx
      .select({ id: restaurantTables.id })
      .from(restaurantTables)
      .where(and(inArray(restaurantTables.id, [...joinIds]), eq(restaurantTables.floorId, floorId), tableInUse));
    if (found.length !== joinIds.length) throw new AppError('TABLE_JOIN_INVALID');
  }
  const before = await dropJoins(tx, id);
  if (joinIds.length) {
    await tx
      .insert(tableAdjacency)
      .values(joinIds.map((other) => ({ tableId: Math.min(id, other), adjacentTableId: Math.max(id, other) })));
  }
  const changed = [...new Set([...before, ...joinIds])].filter((n) => !(before.includes(n) && joinIds.includes(n)));
  await bumpVersions(tx, changed);
}

/** Removes every join of the table; answers the tables it was joined with. */
async function dropJoins(tx: Tx, id: number): Promise<number[]> {
  const gone = await tx
    .delete(tableAdjacency)
    .where(or(eq(tableAdjacency.tableId, id), eq(tableAdjacency.adjacentTableId, id)))
    .returning({ a: tableAdjacency.tableId, b: tableAdjacency.adjacentTableId });
  return gone.map(({ a, b }) => (a === id ? b : a));
}

async function bumpVersions(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(restaurantTables)
    .set({ version: sql`${restaurantTables.version} + 1` })
    .where(inArray(restaurantTables.id, ids));
}

/** Replaces the table's chairs with those its shape, size and capacity get. */
async function drawSeats(tx: Tx, id: number, table: Pick<TableRow, 'shape' | 'width' | 'height' | 'capacity'>) {
  await tx.delete(seats).where(eq(seats.tableId, id));
  await tx
    .insert(seats)
    .values(seatsFor(table.shape, table.width, table.height, table.capacity).map((s) => ({ ...s, tableId: id })));
}

function codeRefusal(error: unknown, code: string): never {
  if (sqlState(error) === SQLSTATE.uniqueViolation) throw new AppError('TABLE_CODE_TAKEN', { code });
  throw error;
}

const normalCode = (code: string) => code.trim().toUpperCase();

/** The manager's floor plan: floors (name, size, order) and their tables (place, size, chairs, joins, closing). */
export function createFloorAdminRepository(db: Db) {
  return {
    /** Every floor in its order, with its tables in use. */
    async list(): Promise<ManagedFloor[]> {
      const rows = await db.select().from(floors).orderBy(asc(floors.level), asc(floors.id));
      const tables = await tablesOf(
        db,
        rows.map((f) => f.id),
      );
      return rows.map((row) => toFloor(row, tables.get(row.id)!).record);
    },

    find: (id: number) => readFloor(db, id),

    findTable: (id: number) => readTable(db, id),

    /** A new floor goes last. */
    async createFloor(input: FloorInput, actor: number): Promise<Versioned<ManagedFloor>> {
      return db.transaction(async (tx) => {
        const [{ last }] = (await tx
          .select({ last: sql<number>`coalesce(max(${floors.level}), 0)::int` })
          .from(floors)) as [{ last: number }];
        const [row] = await tx
          .insert(floors)
          .values({
            name: input.name.trim(),
            description: input.description?.trim() ?? '',
            width: input.width,
            height: input.height,
            level: last + 1,
          })
          .returning();
        return audited(tx, actor, 'floor.create', null, toFloor(row!, []));
      });
    },

    /** Renames, resizes (every table must still fit) or moves the floor in the list (`position`). */
    async updateFloor(
      id: number,
      patch: FloorPatch,
      expected: ExpectedVersion,
      actor: number,
    ): Promise<Versioned<ManagedFloor>> {
      return db.transaction(async (tx) => {
        const current = await lockFloor(tx, id);
        checkVersion(current.version, expected);
        const before = (await readFloor(tx, id))!.record;
        const { position, ...fields } = patch;
        const next = { ...current, ...fields };
        if (fields.width !== undefined || fields.height !== undefined) {
          const outside = (await tablesOf(tx, [id])).get(id)!.find((t) => !fitsOnFloor(t, next));
          if (outside) throw new AppError('TABLE_OFF_PLAN', { code: outside.code });
        }
        if (position !== undefined) {
          const order = (await tx.select({ id: floors.id }).from(floors).orderBy(asc(floors.level), asc(floors.id)))
            .map((f) => f.id)
            .filter((f) => f !== id);
          order.splice(Math.min(position, order.length), 0, id);
          for (const [i, floorId] of order.entries()) {
            await tx
              .update(floors)
              .set({ level: i + 1 })
              .where(eq(floors.id, floorId));
          }
        }
        await tx
          .update(floors)
          .set({
            ...(fields.name !== undefined ? { name: fields.name.trim() } : {}),
            ...(fields.description !== undefined ? { description: fields.description.trim() } : {}),
            ...(fields.width !== undefined ? { width: fields.width } : {}),
            ...(fields.height !== undefined ? { height: fields.height } : {}),
            version: sql`${floors.version} + 1`,
          })
          .where(eq(floors.id, id));
        return audited(tx, actor, 'floor.update', before, (await readFloor(tx, id))!);
      });
    },

    /** A new table on the floor, with its chairs drawn, refused where it would touch another or leave the floor. */
    async createTable(floorId: number, input: TableInput, actor: number): Promise<Versioned<ManagedTable>> {
      const code = normalCode(input.code);
      try {
        return await db.transaction(async (tx) => {
          const floor = await lockFloor(tx, floorId);
          const fields = {
            code,
            capacity: input.capacity,
            shape: input.shape,
            zone: input.zone?.trim() ?? '',
            x: input.x,
            y: input.y,
            width: input.width,
            height: input.shape === 'RECTANGLE' ? input.height : input.width,
            rotation: input.rotation ?? 0,
          };
          await checkCodeFree(tx, code);
          await checkPlacement(tx, floor, {
            ...fields,
            seats: seatsFor(fields.shape, fields.width, fields.height, fields.capacity),
          });
          const [row] = await tx
            .insert(restaurantTables)
            .values({ ...fields, floorId })
            .returning({ id: restaurantTables.id });
          await drawSeats(tx, row!.id, fields);
          if (input.adjacentTableIds?.length) await setJoins(tx, row!.id, floorId, input.adjacentTableIds);
          return audited(tx, actor, 'table.create', null, await readTable(tx, row!.id));
        });
      } catch (error) {
        return codeRefusal(error, code);
      }
    },

    /**
     * Moves, resizes, rotates, renumbers, re-seats or closes a table, or changes what it may be joined with. A round
     * or square table keeps equal sides (its width gives both).
     */
    async updateTable(
      id: number,
      patch: TablePatch,
      expected: ExpectedVersion,
      actor: number,
    ): Promise<Versioned<ManagedTable>> {
      let code = patch.code ? normalCode(patch.code) : '';
      try {
        return await db.transaction(async (tx) => {
          const [found] = await tx
            .select({ floorId: restaurantTables.floorId })
            .from(restaurantTables)
            .where(and(eq(restaurantTables.id, id), tableInUse));
          if (!found) throw new AppError('TABLE_NOT_FOUND');
          const floor = await lockFloor(tx, found.floorId);
          const [current] = await tx.select().from(restaurantTables).where(eq(restaurantTables.id, id)).for('update');
          checkVersion(current!.version, expected);
          const before = (await readTable(tx, id)).record;
          const { adjacentTableIds, closedFrom, ...fields } = patch;
          const next = {
            ...current!,
            ...fields,
            code: code || current!.code,
            zone: (fields.zone ?? current!.zone).trim(),
          };
          if (next.shape !== 'RECTANGLE') next.height = next.width;
          code = next.code;
          if (code !== current!.code) await checkCodeFree(tx, code, id);
          // a table that stays where and as it was is not checked again (closing it, renumbering, joins)
          const geometry = ['shape', 'capacity', 'x', 'y', 'width', 'height', 'rotation'] as const;
          if (geometry.some((key) => next[key] !== current![key])) {
            const drawn = seatsFor(next.shape, next.width, next.height, next.capacity);
            await checkPlacement(tx, floor, { ...next, seats: drawn });
          }
          await tx
            .update(restaurantTables)
            .set({
              code: next.code,
              capacity: next.capacity,
              shape: next.shape,
              zone: next.zone,
              x: next.x,
              y: next.y,
              width: next.width,
              height: next.height,
              rotation: next.rotation,
              ...(closedFrom !== undefined ? { closedFrom } : {}),
              version: sql`${restaurantTables.version} + 1`,
            })
            .where(eq(restaurantTables.id, id));
          await drawSeats(tx, id, next);
          if (adjacentTableIds) await setJoins(tx, id, floor.id, adjacentTableIds);
          return audited(tx, actor, 'table.update', before, await readTable(tx, id));
        });
      } catch (error) {
        return codeRefusal(error, code);
      }
    },

    /**
     * Takes the table off the plan. Refused while it has bookings still to come (they are listed, by booking code,
     * in `details`): close it from a date instead. Past bookings keep naming it.
     */
    async removeTable(id: number, expected: ExpectedVersion, now: Date, actor: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(restaurantTables)
          .where(and(eq(restaurantTables.id, id), tableInUse))
          .for('update');
        if (!current) throw new AppError('TABLE_NOT_FOUND');
        checkVersion(current.version, expected);
        const coming = await tx
          .select({
            code: reservations.code,
            date: reservations.reservationDate,
            time: reservations.reservationTime,
            guests: reservations.guests,
          })
          .from(reservationTables)
          .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
          .where(
            and(
              eq(reservationTables.tableId, id),
              eq(reservationTables.status, 'confirmed'),
              gt(reservationTables.endAt, now),
            ),
          )
          .orderBy(asc(reservationTables.startAt));
        if (coming.length) {
          throw new AppError(
            'TABLE_HAS_BOOKINGS',
            { code: current.code, count: coming.length },
            coming.map((b) => ({ path: b.code, message: `${b.date} ${b.time} (${b.guests})` })),
          );
        }
        const before = (await readTable(tx, id)).record;
        await bumpVersions(tx, await dropJoins(tx, id));
        await tx
          .update(restaurantTables)
          .set({ removedAt: now, version: sql`${restaurantTables.version} + 1` })
          .where(eq(restaurantTables.id, id));
        await recordAudit(tx, { actor, action: 'table.delete', entityId: id, before, after: null });
      });
    },
  };
}

export type FloorAdminRepository = ReturnType<typeof createFloorAdminRepository>;
