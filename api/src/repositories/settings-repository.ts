import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import {
  SLOT_LENGTHS,
  type AffectedBooking,
  type Closure,
  type ManagedSettings,
  type RestaurantContact,
  type RestaurantSettings,
  type Service,
} from '@restaurant/shared/contracts';
import { servicesOn, type BusinessRules, type EditableRules } from '../business-rules';
import type { Db, Tx } from '../db/index';
import { reservations, restaurantClosures, restaurantSettings } from '../db/schema';
import { AppError } from '../lib/errors';
import type { InvalidationBus } from '../lib/invalidation-bus';
import { isCalendarDate } from '../lib/pickup-slots';
import { ReadCache } from '../lib/read-cache';
import { TABLES_TAG, localDateOf } from '../lib/slot';
import { recordAudit } from './audit-repository';
import type { ExpectedVersion, Versioned } from './menu-admin-repository';

/**
 * What a change of the hours or rules invalidates on every instance: the cached current rules, the published booking
 * rules, and every availability and suggestion answer (their slots were judged by the old hours).
 */
export const SETTINGS_TAG = 'restaurant-settings';

/** How far back closures are read into the current rules: enough for any date "today" can be in the world. */
const CLOSURES_KEPT_DAYS = 2;
const DAY = 86_400_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A day's services in order; 400 when one ends before it starts or two overlap. */
function checkedServices(services: readonly Service[]): Service[] {
  const sorted = [...services].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
  sorted.forEach((s, i) => {
    if (minutesOf(s.close) <= minutesOf(s.open)) throw new AppError('SETTINGS_HOURS_INVALID');
    const previous = sorted[i - 1];
    if (previous && minutesOf(previous.close) > minutesOf(s.open)) throw new AppError('SETTINGS_HOURS_INVALID');
  });
  return sorted.map(({ open, close }) => ({ open, close }));
}

/** The settings as stored: services in order, durations by party size; 400 for what cannot be saved. */
function checkedSettings(input: RestaurantSettings, base: BusinessRules): RestaurantSettings {
  const weeklyHours = input.weeklyHours.map(checkedServices);
  if (!(SLOT_LENGTHS as readonly number[]).includes(input.slotMinutes)) throw new AppError('SETTINGS_SLOT_INVALID');
  const durations = [...input.durations].sort((a, b) => a.fromGuests - b.fromGuests);
  durations.forEach((band, i) => {
    if (band.minutes % input.slotMinutes !== 0) throw new AppError('SETTINGS_SLOT_INVALID');
    const outOfRange = band.minutes < base.minDurationMinutes || band.minutes > base.maxDurationMinutes;
    const repeated = i > 0 && durations[i - 1]!.fromGuests === band.fromGuests;
    if (outOfRange || repeated || (i === 0 && band.fromGuests !== 1)) throw new AppError('SETTINGS_DURATIONS_INVALID');
  });
  return {
    weeklyHours,
    slotMinutes: input.slotMinutes,
    bookingLeadMinutes: input.bookingLeadMinutes,
    bookingWindowDays: input.bookingWindowDays,
    maxPartySize: input.maxPartySize,
    durations: durations.map(({ fromGuests, minutes }) => ({ fromGuests, minutes })),
    pickupLeadMinutes: input.pickupLeadMinutes,
  };
}

/** The contact as stored, its text trimmed; 400 when a line of the address is only spaces. */
function checkedContact(input: RestaurantContact): RestaurantContact {
  const contact = {
    streetAddress: input.streetAddress.trim(),
    addressLocality: input.addressLocality.trim(),
    postalCode: input.postalCode,
    addressCountry: input.addressCountry,
    telephone: input.telephone,
  };
  if (!contact.streetAddress || !contact.addressLocality) throw new AppError('SETTINGS_CONTACT_INVALID');
  return contact;
}

/** The editable part of the rules from what is stored. */
function editableRules(settings: RestaurantSettings, closures: readonly Closure[]): EditableRules {
  const [sun = [], mon = [], tue = [], wed = [], thu = [], fri = [], sat = []] = settings.weeklyHours;
  return {
    openingHours: [sun, mon, tue, wed, thu, fri, sat],
    specialDays: Object.fromEntries(closures.map((c) => [c.date, c.services])),
    slotMinutes: settings.slotMinutes,
    bookingLeadMinutes: settings.bookingLeadMinutes,
    bookingWindowDays: settings.bookingWindowDays,
    maxGuests: settings.maxPartySize,
    durations: settings.durations,
    pickupLeadMinutes: settings.pickupLeadMinutes,
  };
}

/** The stored row's settings, or the constants' when the row is missing (a database restored from before). */
function settingsFrom(base: BusinessRules): RestaurantSettings {
  return {
    weeklyHours: base.openingHours.map((day) => [...day]),
    slotMinutes: base.slotMinutes,
    bookingLeadMinutes: base.bookingLeadMinutes,
    bookingWindowDays: base.bookingWindowDays,
    maxPartySize: base.maxGuests,
    durations: [...base.durations],
    pickupLeadMinutes: base.pickupLeadMinutes,
  };
}

/** A booking fits when it lies inside one of its day's services under these rules. */
function fits(
  booking: { date: string; time: string; minutes: number },
  rules: Pick<EditableRules, 'openingHours' | 'specialDays'>,
) {
  const start = minutesOf(booking.time);
  return servicesOn(booking.date, rules).some(
    (s) => start >= minutesOf(s.open) && start + booking.minutes <= minutesOf(s.close),
  );
}

/** The result of a write: saved, or refused because these confirmed future bookings would fall outside the hours. */
export type SettingsWrite<T> = { saved: T } | { affected: AffectedBooking[] };

/**
 * The restaurant's opening hours, closures and booking rules: stored in the database, edited by the manager, and read
 * by every route through `current()`, which is cached on each instance and dropped on every instance by the
 * invalidation bus when any instance writes (so a change is in the next read everywhere). A write never touches a
 * booking: one that would leave confirmed future bookings outside the new hours answers them instead of saving,
 * unless the manager confirmed.
 */
export function createSettingsRepository(db: Db, bus: InvalidationBus, base: BusinessRules) {
  const cache = new ReadCache<BusinessRules>(bus, { maxEntries: 1, ttlMs: 60_000 });

  async function stored(runner: Db | Tx, lock = false) {
    const query = runner.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async function closuresFrom(runner: Db | Tx, from: string): Promise<Closure[]> {
    const rows = await runner
      .select()
      .from(restaurantClosures)
      .where(gte(restaurantClosures.date, from))
      .orderBy(asc(restaurantClosures.date));
    return rows.map((r) => ({ date: r.date, services: r.services }));
  }

  /**
   * Confirmed bookings not started yet that the change from `before` to `after` puts outside the hours, in time order
   * (one already outside, kept by an earlier confirmed change, is not listed again).
   */
  async function moved(
    tx: Tx,
    before: EditableRules,
    after: EditableRules,
    now: Date,
    onlyDate?: string,
  ): Promise<AffectedBooking[]> {
    const rows = await tx
      .select({
        code: reservations.code,
        date: reservations.reservationDate,
        time: reservations.reservationTime,
        minutes: reservations.durationMinutes,
        guests: reservations.guests,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'confirmed'),
          gt(reservations.startAt, now),
          or(isNull(reservations.attendance), eq(reservations.attendance, 'seated')),
          onlyDate ? eq(reservations.reservationDate, onlyDate) : undefined,
        ),
      )
      .orderBy(asc(reservations.startAt));
    return rows
      .filter((r) => fits(r, before) && !fits(r, after))
      .map(({ code, date, time, guests }) => ({ code, date, time, guests }));
  }

  const changed = () => bus.publish([SETTINGS_TAG, TABLES_TAG]);
  const today = (now: Date) => localDateOf(now, base);
  const keptFrom = (now: Date) => localDateOf(new Date(now.getTime() - CLOSURES_KEPT_DAYS * DAY), base);

  return {
    /**
     * The rules in force: the constants with the manager's hours, closures and rules over them. `synced`: the
     * request's own `bus.sync()` when it reads other caches too (see `ReadCache.read`).
     */
    current(now: Date, synced?: Promise<boolean>): Promise<BusinessRules> {
      return cache.read(
        'rules',
        [SETTINGS_TAG],
        async () => {
          const [row, closures] = await Promise.all([stored(db), closuresFrom(db, keptFrom(now))]);
          const editable = editableRules(row?.rules ?? settingsFrom(base), closures);
          return { ...base, ...editable, defaultDurationMinutes: editable.durations[0]?.minutes ?? 90 };
        },
        synced,
      );
    },

    /** What the manager's page shows: the settings, closures from today on, and the version (the ETag). */
    async read(now: Date): Promise<Versioned<ManagedSettings>> {
      const [row, closures] = await Promise.all([stored(db), closuresFrom(db, today(now))]);
      return {
        version: row?.version ?? 0,
        record: {
          settings: row?.rules ?? settingsFrom(base),
          contact: row?.contact ?? null,
          closures,
          updatedAt: row?.updatedAt?.toISOString() ?? null,
        },
      };
    },

    /** The address and telephone the public pages show; null when none is set. */
    async contact(): Promise<RestaurantContact | null> {
      return (await stored(db))?.contact ?? null;
    },

    /** Saves the hours and rules, and the contact when the input has one (without, the stored one is kept). */
    async save(
      input: RestaurantSettings & { contact?: RestaurantContact },
      options: { expected: ExpectedVersion; by: number; confirmAffected: boolean; now: Date },
    ): Promise<SettingsWrite<Versioned<ManagedSettings>>> {
      const settings = checkedSettings(input, base);
      const newContact = input.contact ? checkedContact(input.contact) : undefined;
      const { now } = options;
      const result = await db.transaction(async (tx): Promise<SettingsWrite<null>> => {
        const current = await stored(tx, true);
        if (options.expected !== undefined && (current?.version ?? 0) !== options.expected) {
          throw new AppError('EDIT_CONFLICT');
        }
        const closures = await closuresFrom(tx, today(now));
        const before = current?.rules ?? settingsFrom(base);
        const contactBefore = current?.contact ?? null;
        const contact = newContact ?? contactBefore;
        const affected = await moved(tx, editableRules(before, closures), editableRules(settings, closures), now);
        if (affected.length > 0 && !options.confirmAffected) return { affected };
        await tx
          .insert(restaurantSettings)
          .values({ id: 1, rules: settings, contact, updatedAt: now, updatedBy: options.by })
          .onConflictDoUpdate({
            target: restaurantSettings.id,
            set: {
              rules: settings,
              contact,
              updatedAt: now,
              updatedBy: options.by,
              version: sql`${restaurantSettings.version} + 1`,
            },
          });
        await recordAudit(tx, {
          actor: options.by,
          action: 'settings.update',
          entityId: 'settings',
          before: { ...before, contact: contactBefore },
          after: { ...settings, contact },
        });
        return { saved: null };
      });
      if ('affected' in result) return result;
      await changed();
      return { saved: await this.read(now) };
    },

    /** Closes a date (no services) or gives it special hours; today or later only. */
    async putClosure(
      date: string,
      services: readonly Service[],
      options: { by: number; confirmAffected: boolean; now: Date },
    ): Promise<SettingsWrite<Closure>> {
      const { now } = options;
      if (!isCalendarDate(date)) throw new AppError('INVALID_DATE', { date });
      if (date < today(now)) throw new AppError('CLOSURE_IN_THE_PAST');
      const closure: Closure = { date, services: checkedServices(services) };
      const result = await db.transaction(async (tx): Promise<SettingsWrite<Closure>> => {
        const row = await stored(tx, true);
        const [previous] = await tx
          .select()
          .from(restaurantClosures)
          .where(eq(restaurantClosures.date, date))
          .for('update');
        const weekly = row?.rules ?? settingsFrom(base);
        const was = editableRules(weekly, previous ? [{ date, services: previous.services }] : []);
        const affected = await moved(tx, was, editableRules(weekly, [closure]), now, date);
        if (affected.length > 0 && !options.confirmAffected) return { affected };
        await tx
          .insert(restaurantClosures)
          .values({ date, services: closure.services, updatedAt: now })
          .onConflictDoUpdate({
            target: restaurantClosures.date,
            set: { services: closure.services, updatedAt: now },
          });
        await recordAudit(tx, {
          actor: options.by,
          action: 'closure.put',
          entityId: date,
          before: previous ? { date, services: previous.services } : null,
          after: closure,
        });
        return { saved: closure };
      });
      if ('saved' in result) await changed();
      return result;
    },

    /** Reopens a date on its weekday's hours; false when it had no closure. */
    async deleteClosure(date: string, options: { by: number; now: Date }): Promise<boolean> {
      if (!isCalendarDate(date)) throw new AppError('INVALID_DATE', { date });
      const removed = await db.transaction(async (tx) => {
        const [previous] = await tx.delete(restaurantClosures).where(eq(restaurantClosures.date, date)).returning();
        if (!previous) return false;
        await recordAudit(tx, {
          actor: options.by,
          action: 'closure.delete',
          entityId: date,
          before: { date, services: previous.services },
          after: null,
        });
        return true;
      });
      if (removed) await changed();
      return removed;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
