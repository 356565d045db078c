import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type Reservation,
  type ReservationMark,
  type ReservationOccasion,
  type ReservationStatus,
  type ReservationWhen,
  type StaffReservation,
  type StaffReservationStatus,
} from '@restaurant/shared/contracts';
import { NO_SHOW_GRACE_MINUTES, defaultDurationFor, servicesOn, type BusinessRules } from '../business-rules';
import type { Db, Tx } from '../db/index';
import { floors, orders, reservationTables, reservations, restaurantTables, users } from '../db/schema';
import { AppError, SQLSTATE, constraintName, sqlState } from '../lib/errors';
import { reservationCode } from '../lib/reservation-code';
import { instantOf, localDateOf, type Slot } from '../lib/slot';
import { foldText } from '../lib/text';
import type { BookingMail } from '../mail/mail-model';
import type { Paged } from './menu-repository';
import { cancelPlacedOrders, type AnnounceOrderEvents } from './order-repository';
import type { MailQueue } from './outbox-repository';
import { staffMemberOf, staffMembersByIds } from './staff-members';
import { closedOn, connectedSets, tableInUse, type TableRepository } from './table-repository';

type ReservationRow = typeof reservations.$inferSelect;
type StaffRow = ReservationRow & { email: string | null };

/** A booking the host stand has finished: its tables are free again and the diner's caps no longer count it. */
const FINISHED_ATTENDANCE = ['completed', 'no_show'] as const;
/** Not finished at the host stand (not yet there, or seated): what the diner's own rules count. */
const notFinished = or(isNull(reservations.attendance), eq(reservations.attendance, 'seated'));

/** Runs of a booking's transaction before its error stands (a code collision or a deadlock runs it again). */
const BOOKING_ATTEMPTS = 6;

const ATTENDANCE_OF_MARK = { seated: 'seated', completed: 'completed', 'no-show': 'no_show' } as const;

function staffStatus(r: ReservationRow): StaffReservationStatus {
  if (r.status === 'cancelled') return 'CANCELLED';
  if (r.attendance === 'seated') return 'SEATED';
  if (r.attendance === 'completed') return 'COMPLETED';
  if (r.attendance === 'no_show') return 'NO_SHOW';
  return 'CONFIRMED';
}

export type WalkIn = { tableId: number; partySize: number; name?: string | undefined };

export type NewReservation = {
  tableIds: number[];
  guests: number;
  contactName: string;
  contactPhone: string;
  note?: string | undefined;
  occasion?: ReservationOccasion | undefined;
};

/** A booking as its e-mails show it. */
function bookingMailOf(reservation: Reservation): BookingMail {
  return {
    reservationId: reservation.id,
    code: reservation.code,
    reservationDate: reservation.reservationDate,
    reservationTime: reservation.reservationTime,
    startAt: reservation.startAt,
    endAt: reservation.endAt,
    guests: reservation.guests,
    floorName: reservation.floor.name,
    tables: reservation.tables.map((table) => table.code),
  };
}

export function createReservationRepository(
  db: Db,
  tables: TableRepository,
  rules: BusinessRules,
  announceOrderEvents: AnnounceOrderEvents,
  mail: MailQueue,
) {
  /** The diner's e-mail that their booking was cancelled (by them, or as a no-show), inside the cancelling transaction. */
  async function writeCancellation(tx: Tx, row: ReservationRow, reason: 'diner' | 'no-show', now: Date) {
    if (row.userId === null) return;
    const [cancelled] = await present([row], now, tx);
    await mail.enqueue(
      tx,
      { kind: 'booking-cancelled', userId: row.userId, payload: { ...bookingMailOf(cancelled!), reason } },
      now,
    );
  }

  /** The tables of each booking and the floors' names, for presenting `ids`. */
  async function tablesAndFloors(ids: number[], executor: Db | Tx) {
    const [links, floorRows] = await Promise.all([
      executor
        .select({
          reservationId: reservationTables.reservationId,
          id: restaurantTables.id,
          code: restaurantTables.code,
          capacity: restaurantTables.capacity,
        })
        .from(reservationTables)
        .innerJoin(restaurantTables, eq(restaurantTables.id, reservationTables.tableId))
        .where(inArray(reservationTables.reservationId, ids)),
      executor.select({ id: floors.id, name: floors.name }).from(floors),
    ]);
    const floorName = new Map(floorRows.map((f) => [f.id, f.name]));
    const tablesOf = (id: number) =>
      links
        .filter((l) => l.reservationId === id)
        .map(({ id, code, capacity }) => ({ id, code, capacity }))
        .sort((a, b) => a.code.localeCompare(b.code));
    return { floorName, tablesOf };
  }

  /** `executor`: the transaction a booking is made in, so its answer is read on the connection it already holds. */
  async function present(rows: ReservationRow[], now: Date, executor: Db | Tx = db): Promise<Reservation[]> {
    if (!rows.length) return [];
    const { floorName, tablesOf } = await tablesAndFloors(
      rows.map((r) => r.id),
      executor,
    );
    const cutoff = rules.cancellationCutoffMinutes * 60_000;
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      estimatedDuration: r.durationMinutes,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      guests: r.guests,
      contactName: r.contactName,
      // a diner's booking always has a phone (only walk-ins have none, and they belong to no diner)
      contactPhone: r.contactPhone ?? '',
      note: r.note,
      occasion: r.occasion,
      floor: { id: r.floorId, name: floorName.get(r.floorId) ?? '' },
      tables: tablesOf(r.id),
      canCancel: r.status === 'confirmed' && r.attendance === null && r.startAt.getTime() - now.getTime() >= cutoff,
      createdAt: r.createdAt.toISOString(),
      cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
    }));
  }

  /** Bookings as the host stand sees them (`email`: the booking account's, null for a walk-in). */
  async function presentForStaff(rows: StaffRow[], executor: Db | Tx = db): Promise<StaffReservation[]> {
    if (!rows.length) return [];
    const [{ floorName, tablesOf }, members] = await Promise.all([
      tablesAndFloors(
        rows.map((r) => r.id),
        executor,
      ),
      staffMembersByIds(
        executor,
        rows.map((r) => r.markedBy),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: staffStatus(r),
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      partySize: r.guests,
      floor: { id: r.floorId, name: floorName.get(r.floorId) ?? '' },
      tables: tablesOf(r.id),
      walkIn: r.userId === null,
      contact: { name: r.contactName, phone: r.contactPhone, email: r.email },
      occasion: r.occasion,
      note: r.note,
      statusChangedAt: (r.attendanceAt ?? r.cancelledAt)?.toISOString() ?? null,
      markedBy: staffMemberOf(members, r.markedBy),
    }));
  }

  /** The restaurant's wall-clock time of an instant, `HH:MM`. */
  function localTimeOf(at: Date): string {
    return new Date(at.getTime() + rules.utcOffsetMinutes * 60_000).toISOString().slice(11, 16);
  }

  const staffColumns = { ...getTableColumns(reservations), email: users.email };

  async function findForStaff(executor: Db | Tx, id: number): Promise<StaffRow | undefined> {
    const [row] = await executor
      .select(staffColumns)
      .from(reservations)
      .leftJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, id));
    return row;
  }

  async function findOwned(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.userId, userId)));
    // another diner's booking is indistinguishable from a missing one
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    return row;
  }

  /**
   * Runs a transaction that books tables (inserts a reservation and its reservation_tables rows): a taken slot, found
   * by the exclusion constraint at insert time, is a 409; the transaction runs again when its random code collided,
   * or when PostgreSQL aborted it in a deadlock. Overlapping inserts check each other's uncommitted rows, so two of
   * them can each wait for the other (seen with 100 simultaneous bookings of one table on two API instances): run
   * again, the loser waits for the winner and gets its 409.
   */
  async function bookTables<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(work);
      } catch (error) {
        const state = sqlState(error);
        if (state === SQLSTATE.exclusionViolation) throw new AppError('SLOT_TAKEN');
        const codeCollided = state === SQLSTATE.uniqueViolation && constraintName(error) === 'reservations_code_unique';
        if ((codeCollided || state === SQLSTATE.deadlockDetected) && attempt < BOOKING_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Refuses a booking that would break the per-diner caps (409). The diner's users row is locked first: two bookings
   * by one diner at the same moment are then counted one after the other, the second seeing the first once it
   * commits, so no race gets past a cap.
   */
  async function enforceDinerCaps(tx: Tx, userId: number, slot: Slot, now: Date) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const overlapsSlot = and(lt(reservations.startAt, slot.endAt), gt(reservations.endAt, slot.startAt));
    const [held] = await tx
      .select({ upcoming: count(), overlapping: count(sql`CASE WHEN ${overlapsSlot} THEN 1 END`) })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.status, 'confirmed'),
          notFinished,
          gt(reservations.endAt, now),
        ),
      );
    if ((held?.overlapping ?? 0) >= rules.maxOverlappingBookingsPerDiner) {
      throw new AppError('RESERVATION_OVERLAP');
    }
    if ((held?.upcoming ?? 0) >= rules.maxUpcomingBookingsPerDiner) {
      throw new AppError('RESERVATION_LIMIT', { max: rules.maxUpcomingBookingsPerDiner });
    }
  }

  return {
    /**
     * Books the tables for the slot. The checks here give precise 400s; whether the tables are free is decided by
     * the exclusion constraint at insert time, so of any number of simultaneous requests exactly one wins.
     */
    async create(userId: number, input: NewReservation, slot: Slot, now: Date): Promise<Reservation> {
      const found = await tables.tablesByIds(input.tableIds);
      if (found.length !== input.tableIds.length) throw new AppError('TABLE_NOT_FOUND');
      const closed = found.find((t) => closedOn(t, slot.reservationDate));
      if (closed) throw new AppError('TABLE_CLOSED', { code: closed.code, date: closed.closedFrom ?? '' });
      const floorIds = new Set(found.map((t) => t.floorId));
      if (floorIds.size > 1) throw new AppError('TABLES_ON_DIFFERENT_FLOORS');
      const floorId = found[0]!.floorId;
      if (found.length > 1) {
        const neighbours = await tables.adjacency(floorId);
        const ids = found.map((t) => t.id).sort((a, b) => a - b);
        const inside = new Map(ids.map((id) => [id, (neighbours.get(id) ?? []).filter((n) => ids.includes(n))]));
        const joined = connectedSets(ids, inside, ids.length).some((s) => s.length === ids.length);
        if (!joined) throw new AppError('TABLES_NOT_ADJACENT');
      }
      const capacity = found.reduce((n, t) => n + t.capacity, 0);
      if (input.guests > capacity) {
        throw new AppError('NOT_ENOUGH_SEATS', { capacity, guests: input.guests });
      }
      // The answer is read inside the transaction: after the commit, a read of its own would wait for a pool
      // connection behind every request queued meanwhile (a burst of bookings), and the booking made could be
      // answered with a timeout.
      const booked = await bookTables(async (tx) => {
        // held until the commit: the floor plan editor cannot remove a table while a booking of it is being made
        const inUse = await tx
          .select({ id: restaurantTables.id })
          .from(restaurantTables)
          .where(
            and(
              inArray(
                restaurantTables.id,
                found.map((t) => t.id),
              ),
              tableInUse,
            ),
          )
          .for('share');
        if (inUse.length !== found.length) throw new AppError('TABLE_NOT_FOUND');
        await enforceDinerCaps(tx, userId, slot, now);
        const [row] = await tx
          .insert(reservations)
          .values({
            code: reservationCode(slot.reservationDate),
            userId,
            floorId,
            reservationDate: slot.reservationDate,
            reservationTime: slot.reservationTime,
            durationMinutes: slot.estimatedDuration,
            startAt: slot.startAt,
            endAt: slot.endAt,
            guests: input.guests,
            contactName: input.contactName.trim(),
            contactPhone: input.contactPhone.trim(),
            note: input.note?.trim() || null,
            occasion: input.occasion ?? null,
            createdAt: now,
          })
          .returning();
        await tx
          .insert(reservationTables)
          .values(
            found.map((t) => ({ reservationId: row!.id, tableId: t.id, startAt: slot.startAt, endAt: slot.endAt })),
          );
        const reservation = (await present([row!], now, tx))[0]!;
        await mail.enqueue(tx, { kind: 'booking-confirmed', userId, payload: bookingMailOf(reservation) }, now);
        return reservation;
      });
      mail.announce();
      return booked;
    },

    async listMine(
      userId: number,
      query: { page: number; size: number; status?: ReservationStatus | undefined; when?: ReservationWhen | undefined },
      now: Date,
    ): Promise<Paged<Reservation>> {
      const { page, size, status, when } = query;
      // upcoming: confirmed and not over yet; past: over, or cancelled (whenever it was for), or finished at the
      // host stand (completed, no-show)
      const timing =
        when === 'upcoming'
          ? and(eq(reservations.status, 'confirmed'), notFinished, gt(reservations.endAt, now))
          : when === 'past'
            ? or(
                eq(reservations.status, 'cancelled'),
                inArray(reservations.attendance, [...FINISHED_ATTENDANCE]),
                lte(reservations.endAt, now),
              )
            : undefined;
      const where = and(
        eq(reservations.userId, userId),
        status ? eq(reservations.status, status === 'CONFIRMED' ? 'confirmed' : 'cancelled') : undefined,
        timing,
      );
      // the next booking first when looking ahead; otherwise the latest first
      const order =
        when === 'upcoming'
          ? [asc(reservations.startAt), asc(reservations.id)]
          : [desc(reservations.startAt), desc(reservations.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reservations)
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reservations).where(where),
      ]);
      return { items: await present(rows, now), total: total?.n ?? 0 };
    },

    async findMine(userId: number, id: number, now: Date): Promise<Reservation> {
      return (await present([await findOwned(userId, id)], now))[0]!;
    },

    async cancel(userId: number, id: number, now: Date): Promise<Reservation> {
      const row = await findOwned(userId, id);
      if (row.status !== 'confirmed') throw new AppError('ALREADY_CANCELLED');
      // the host stand has it (seated, completed, no-show): too late to cancel online
      if (row.attendance !== null) {
        throw new AppError('CANCELLATION_TOO_LATE', { hours: rules.cancellationCutoffMinutes / 60 });
      }
      if (row.startAt.getTime() - now.getTime() < rules.cancellationCutoffMinutes * 60_000) {
        throw new AppError('CANCELLATION_TOO_LATE', { hours: rules.cancellationCutoffMinutes / 60 });
      }
      const changed = await db.transaction(async (tx) => {
        const updated = await tx
          .update(reservations)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(and(eq(reservations.id, id), eq(reservations.status, 'confirmed'), isNull(reservations.attendance)))
          .returning({ id: reservations.id });
        if (!updated.length) return null;
        await tx.update(reservationTables).set({ status: 'cancelled' }).where(eq(reservationTables.reservationId, id));
        await writeCancellation(tx, row, 'diner', now);
        // a dine-in order has no table to be served at any more; one the kitchen has started stays for the staff
        return { ordersCancelled: (await cancelPlacedOrders(tx, eq(orders.reservationId, id), now)).length > 0 };
      });
      if (!changed) throw new AppError('ALREADY_CANCELLED');
      mail.announce();
      if (changed.ordersCancelled) await announceOrderEvents();
      return this.findMine(userId, id, now);
    },

    /**
     * The host stand's day: every booking of that restaurant-local date (cancelled ones too), in time order. `q` keeps
     * those whose code or contact name contains it, in any case and with or without Vietnamese accents ("hong" finds
     * "Hồng"). A day holds a few hundred bookings at most (tables times turns), so the search runs on the day's rows.
     */
    async listForDay(date: string, q: string | undefined): Promise<StaffReservation[]> {
      const rows = await db
        .select(staffColumns)
        .from(reservations)
        .leftJoin(users, eq(users.id, reservations.userId))
        .where(eq(reservations.reservationDate, date))
        .orderBy(asc(reservations.startAt), asc(reservations.id));
      const search = foldText(q ?? '');
      const found = search
        ? rows.filter((r) => foldText(r.code).includes(search) || foldText(r.contactName).includes(search))
        : rows;
      return presentForStaff(found);
    },

    /**
     * The host stand marks a booking, in one transaction on the locked row, recording who did it: seated (from
     * booked), completed (from seated, or from booked once it has started), no-show (from booked, from its start plus
     * `NO_SHOW_GRACE_MINUTES`). Only on the booking's own day, except completing a seated party (seated before
     * midnight, it may leave after); a finished booking (completed, no-show, cancelled) never changes again.
     * Completed and no-show free its tables at once, and a no-show's dine-in orders the kitchen has not started are
     * cancelled like a cancelled booking's.
     */
    async mark(id: number, mark: ReservationMark, by: number, now: Date): Promise<StaffReservation> {
      let ordersCancelled = false;
      const marked = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
        if (!row) throw new AppError('RESERVATION_NOT_FOUND');
        if (row.status === 'cancelled' || (row.attendance !== null && row.attendance !== 'seated')) {
          throw new AppError('RESERVATION_FINISHED');
        }
        const seated = row.attendance === 'seated';
        if (!(seated && mark === 'completed') && row.reservationDate !== localDateOf(now, rules)) {
          throw new AppError('RESERVATION_NOT_TODAY', { date: row.reservationDate });
        }
        if (seated && mark !== 'completed') throw new AppError('RESERVATION_ALREADY_SEATED');
        const noShowFrom = new Date(row.startAt.getTime() + NO_SHOW_GRACE_MINUTES * 60_000);
        if (mark === 'no-show' && now < noShowFrom) {
          throw new AppError('NO_SHOW_TOO_EARLY', { time: row.reservationTime, from: localTimeOf(noShowFrom) });
        }
        if (mark === 'completed' && !seated && now < row.startAt) {
          throw new AppError('RESERVATION_NOT_STARTED', { time: row.reservationTime });
        }
        const attendance = ATTENDANCE_OF_MARK[mark];
        await tx
          .update(reservations)
          .set({ attendance, attendanceAt: now, markedBy: by })
          .where(eq(reservations.id, id));
        if (attendance !== 'seated') {
          await tx
            .update(reservationTables)
            .set({ status: 'cancelled' })
            .where(eq(reservationTables.reservationId, id));
        }
        if (attendance === 'no_show') {
          await writeCancellation(tx, row, 'no-show', now);
          // the last write of the transaction (see recordOrderEvents); announced once it has committed
          ordersCancelled = (await cancelPlacedOrders(tx, eq(orders.reservationId, id), now)).length > 0;
        }
        return (await presentForStaff([(await findForStaff(tx, id))!], tx))[0]!;
      });
      if (mark === 'no-show') mail.announce();
      if (ordersCancelled) await announceOrderEvents();
      return marked;
    },

    /**
     * Seats a party without a booking at one table, from now for the party's default duration (ending when the
     * service closes at the latest), during one of today's services under `current` (the rules in force). Whether the
     * table is free is decided by the exclusion constraint, as for a diner's booking.
     */
    async walkIn(input: WalkIn, by: number, now: Date, current: BusinessRules): Promise<StaffReservation> {
      const [table] = await tables.tablesByIds([input.tableId]);
      if (!table) throw new AppError('TABLE_NOT_FOUND');
      if (input.partySize > table.capacity) {
        throw new AppError('TABLE_TOO_SMALL', { capacity: table.capacity, guests: input.partySize });
      }
      const date = localDateOf(now, rules);
      const services = servicesOn(date, current);
      const service = services.find(
        (s) => now >= instantOf(date, s.open, rules) && now < instantOf(date, s.close, rules),
      );
      if (!service) {
        const first = services[0];
        const last = services[services.length - 1];
        throw new AppError('CLOSED_NOW', { open: first?.open ?? '--:--', close: last?.close ?? '--:--' });
      }
      const closeAt = instantOf(date, service.close, rules);
      const startAt = now;
      const minutes = defaultDurationFor(input.partySize, current);
      const endAt = new Date(Math.min(now.getTime() + minutes * 60_000, closeAt.getTime()));
      const localTime = localTimeOf(now);
      return bookTables(async (tx) => {
        const [row] = await tx
          .insert(reservations)
          .values({
            code: reservationCode(date),
            userId: null,
            floorId: table.floorId,
            reservationDate: date,
            reservationTime: localTime,
            durationMinutes: Math.ceil((endAt.getTime() - startAt.getTime()) / 60_000),
            startAt,
            endAt,
            guests: input.partySize,
            contactName: input.name?.trim() ?? '',
            contactPhone: null,
            attendance: 'seated',
            attendanceAt: now,
            markedBy: by,
            createdAt: now,
          })
          .returning();
        await tx.insert(reservationTables).values({ reservationId: row!.id, tableId: table.id, startAt, endAt });
        return (await presentForStaff([{ ...row!, email: null }], tx))[0]!;
      });
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
