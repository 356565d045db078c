import { reservationRules, type ReservationRules } from '../config/reservation-rules';
import {
  addDays,
  bookableDates,
  closestSlot,
  durationOptions,
  firstOpenDate,
  parseIsoDate,
  restaurantClock,
  timeSlots,
} from './slot-grid';

const morning = { today: '2026-06-10', minutes: 8 * 60 };

describe('timeSlots', () => {
  it('offers every quarter hour from opening until the stay would end after closing', () => {
    const slots = timeSlots('2026-06-11', 90, morning, reservationRules);
    expect(slots[0]).toBe('10:00');
    expect(slots[1]).toBe('10:15');
    expect(slots.at(-1)).toBe('20:30');
    expect(slots).toHaveLength(43);
  });

  it('lets a longer stay start no later than closing minus its length', () => {
    expect(timeSlots('2026-06-11', 240, morning, reservationRules).at(-1)).toBe('18:00');
    expect(timeSlots('2026-06-11', 30, morning, reservationRules).at(-1)).toBe('21:30');
  });

  it('drops the starts already past on today, including the current minute', () => {
    const slots = timeSlots('2026-06-10', 90, { today: '2026-06-10', minutes: 18 * 60 }, reservationRules);
    expect(slots[0]).toBe('18:15');
  });

  it('offers nothing after the last start of today, on closed days, or outside the booking window', () => {
    expect(timeSlots('2026-06-10', 90, { today: '2026-06-10', minutes: 21 * 60 }, reservationRules)).toEqual([]);
    expect(timeSlots('2026-06-09', 90, morning, reservationRules)).toEqual([]);
    expect(timeSlots(addDays('2026-06-10', 61), 90, morning, reservationRules)).toEqual([]);
    expect(timeSlots(addDays('2026-06-10', 60), 90, morning, reservationRules)).not.toEqual([]);

    const closedMondays: ReservationRules = {
      ...reservationRules,
      openingHours: reservationRules.openingHours.map((hours, weekday) => (weekday === 1 ? null : hours)),
    };
    expect(timeSlots('2026-06-15', 90, morning, closedMondays)).toEqual([]);
  });
});

describe('services and closures the manager set', () => {
  const lunchAndDinner = [
    { open: '11:00', close: '14:00' },
    { open: '18:00', close: '22:00' },
  ];
  const rules: ReservationRules = {
    ...reservationRules,
    services: Array.from({ length: 7 }, () => lunchAndDinner),
    specialDays: { '2026-06-12': [], '2026-06-13': [{ open: '12:00', close: '15:00' }] },
  };

  it('offers starts whose stay fits inside one service: none across the afternoon gap', () => {
    const slots = timeSlots('2026-06-11', 60, morning, rules);
    expect(slots).toContain('13:00');
    expect(slots).not.toContain('13:15');
    expect(slots).not.toContain('15:00');
    expect(slots[slots.indexOf('13:00') + 1]).toBe('18:00');
  });

  it('offers nothing on a closed date, flagged closed, and the special hours of a date', () => {
    expect(timeSlots('2026-06-12', 60, morning, rules)).toEqual([]);
    expect(bookableDates(morning, rules).find((d) => d.date === '2026-06-12')?.closed).toBe(true);
    expect(timeSlots('2026-06-13', 60, morning, rules)).toEqual(expect.arrayContaining(['12:00', '14:00']));
    expect(timeSlots('2026-06-13', 60, morning, rules)).not.toContain('11:00');
  });
});

describe('bookableDates', () => {
  it('lists today and the next 60 days, flagging closed days instead of hiding them', () => {
    const closedMondays: ReservationRules = {
      ...reservationRules,
      openingHours: reservationRules.openingHours.map((hours, weekday) => (weekday === 1 ? null : hours)),
    };
    const dates = bookableDates(morning, closedMondays);
    expect(dates).toHaveLength(61);
    expect(dates[0]).toEqual({ date: '2026-06-10', closed: false });
    expect(dates.at(-1)?.date).toBe('2026-08-09');
    expect(dates.find((day) => day.date === '2026-06-15')?.closed).toBe(true);
  });

  it('starts tomorrow when today has no start left', () => {
    expect(firstOpenDate(90, { today: '2026-06-10', minutes: 22 * 60 }, reservationRules)).toBe('2026-06-11');
  });
});

describe('dates and times', () => {
  it('rejects impossible days and crosses months and leap days', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-6-1')).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads the wall clock of a time zone', () => {
    const clock = restaurantClock(new Date('2026-06-10T17:30:00Z'), 'Asia/Ho_Chi_Minh');
    expect(clock).toEqual({ today: '2026-06-11', minutes: 30 });
  });

  it('offers durations from 30 to 240 minutes in quarter hours', () => {
    const options = durationOptions(reservationRules);
    expect(options[0]).toBe(30);
    expect(options.at(-1)).toBe(240);
    expect(options).toContain(90);
  });

  it('snaps a start to the closest one on the grid', () => {
    const slots = ['18:00', '18:15', '18:30'];
    expect(closestSlot('18:15', slots)).toBe('18:15');
    expect(closestSlot('18:20', slots)).toBe('18:15');
    expect(closestSlot('23:00', slots)).toBe('18:30');
    expect(closestSlot('09:00', slots)).toBe('18:00');
    expect(closestSlot('18:00', [])).toBeNull();
  });
});
