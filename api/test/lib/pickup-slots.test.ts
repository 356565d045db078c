import { describe, expect, it } from '@jest/globals';
import { businessRules } from '../../src/business-rules';
import { isOpenPickupSlot, pickupSlotsOn } from '../../src/lib/pickup-slots';

const at = (iso: string) => new Date(iso);
// 15:50 in Hồ Chí Minh City on 2026-07-14
const now = at('2026-07-14T08:50:00Z');
const times = (date: string, when = now) => pickupSlotsOn(date, businessRules, when).map((s) => s.time);

describe('pick-up slots', () => {
  it('start the lead time after now, on the 15-minute grid (15:50 + 30 min → 16:30), until 15 minutes before closing', () => {
    const today = times('2026-07-14');
    expect(today[0]).toBe('16:30');
    expect(today.at(-1)).toBe('21:45');
    expect(today).toHaveLength(22);
  });

  it('a slot exactly the lead time ahead is open', () => {
    expect(times('2026-07-14', at('2026-07-14T09:00:00Z'))[0]).toBe('16:30');
  });

  it('cover a whole day from opening ahead, none in the past, none beyond the window, none on a non-date', () => {
    expect(times('2026-07-15')[0]).toBe('10:00');
    expect(times('2026-07-15')).toHaveLength(48);
    expect(times('2026-07-13')).toEqual([]);
    expect(times('2026-07-21')).toHaveLength(48);
    expect(times('2026-07-22')).toEqual([]);
    expect(times('2026-02-30')).toEqual([]);
  });

  it('none on a day the restaurant is closed', () => {
    const [sunday, , ...rest] = businessRules.openingHours;
    const closedMondays = { ...businessRules, openingHours: [sunday, [], ...rest] as const };
    // 2026-07-20 is a Monday
    expect(pickupSlotsOn('2026-07-20', closedMondays, now)).toEqual([]);
  });

  it('none on a closed date; a day of lunch and dinner offers the slots of both services only', () => {
    const rules = {
      ...businessRules,
      specialDays: {
        '2026-07-16': [],
        '2026-07-17': [
          { open: '11:00', close: '14:00' },
          { open: '18:00', close: '22:00' },
        ],
      },
    };
    expect(pickupSlotsOn('2026-07-16', rules, now)).toEqual([]);
    const split = pickupSlotsOn('2026-07-17', rules, now).map((s) => s.time);
    expect(split).toHaveLength(12 + 16);
    expect(split).toContain('13:45');
    expect(split).not.toContain('14:00');
    expect(split).toContain('18:00');
  });

  it('an order time is open only if it is one of the listed slots (instant, not just the wall clock)', () => {
    const open = (iso: string) => isOpenPickupSlot(at(iso), businessRules, now);
    expect(open('2026-07-14T09:30:00Z')).toBe(true); // 16:30
    expect(open('2026-07-14T09:15:00Z')).toBe(false); // 16:15: too soon
    expect(open('2026-07-14T09:35:00Z')).toBe(false); // off the grid
    expect(open('2026-07-14T09:30:00.001Z')).toBe(false);
    expect(open('2026-07-15T02:45:00Z')).toBe(false); // 09:45: before opening
    expect(open('2026-07-15T15:00:00Z')).toBe(false); // 22:00: closing
    expect(open('2026-07-15T14:45:00Z')).toBe(true); // 21:45
  });
});
