import { describe, expect, it } from '@jest/globals';
import { businessRules } from '../../src/business-rules';
import { instantOf, localDateKeeper, localDateOf, resolveSlot, slotTags } from '../../src/lib/slot';

const now = new Date('2026-07-14T03:00:00Z'); // 10:00 in Hồ Chí Minh City

describe('resolveSlot', () => {
  it('turns a local date and time into a UTC+7 instant range', () => {
    const slot = resolveSlot(
      { reservationDate: '2026-07-15', reservationTime: '19:30', estimatedDuration: 90 },
      businessRules,
      now,
    );
    expect(slot.startAt.toISOString()).toBe('2026-07-15T12:30:00.000Z');
    expect(slot.endAt.toISOString()).toBe('2026-07-15T14:00:00.000Z');
  });

  it('accepts a booking that ends exactly at closing and one starting at opening', () => {
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-07-15', reservationTime: '20:30', estimatedDuration: 90 },
        businessRules,
        now,
      ),
    ).not.toThrow();
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-07-15', reservationTime: '10:00', estimatedDuration: 30 },
        businessRules,
        now,
      ),
    ).not.toThrow();
  });

  it('accepts up to exactly 60 days ahead and refuses the next slot', () => {
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-09-12', reservationTime: '10:00', estimatedDuration: 60 },
        businessRules,
        now,
      ),
    ).not.toThrow();
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-09-12', reservationTime: '10:15', estimatedDuration: 60 },
        businessRules,
        now,
      ),
    ).toThrow(/60 days/);
  });

  it('refuses a slot earlier today', () => {
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-07-14', reservationTime: '10:00', estimatedDuration: 60 },
        businessRules,
        now,
      ),
    ).toThrow(/passed/);
  });

  it('honours a day the rules mark closed', () => {
    const closedMondays = {
      ...businessRules,
      openingHours: businessRules.openingHours.map((h, i) =>
        i === 1 ? [] : h,
      ) as unknown as typeof businessRules.openingHours,
    };
    expect(() =>
      resolveSlot(
        { reservationDate: '2026-07-20', reservationTime: '12:00', estimatedDuration: 60 },
        closedMondays,
        now,
      ),
    ).toThrow(/closed/);
  });
});

describe('local dates', () => {
  it('uses the restaurant day, not the UTC day', () => {
    expect(localDateOf(new Date('2026-07-14T18:00:00Z'), businessRules)).toBe('2026-07-15');
    expect(instantOf('2026-07-15', '00:30', businessRules).toISOString()).toBe('2026-07-14T17:30:00.000Z');
  });

  it('kept from one read to the next, still turn at the restaurant midnight, whichever way the clock moves', () => {
    const localDate = localDateKeeper(businessRules);
    const at = (iso: string) => localDate(new Date(iso));
    // 23:59:59.999 and 00:00 in Hồ Chí Minh City (UTC+7)
    expect(at('2026-07-14T16:59:59.999Z')).toBe('2026-07-14');
    expect(at('2026-07-14T17:00:00.000Z')).toBe('2026-07-15');
    expect(at('2026-07-15T16:59:59.999Z')).toBe('2026-07-15');
    expect(at('2026-07-14T16:59:59.999Z')).toBe('2026-07-14');
    expect(at('2026-07-20T03:00:00Z')).toBe('2026-07-20');
    expect(at('2026-07-14T17:00:00.000Z')).toBe('2026-07-15');
  });
});

describe('slotTags', () => {
  it('names every UTC day a range touches, so overlapping ranges always share one', () => {
    expect(slotTags(new Date('2026-07-14T12:00:00Z'), new Date('2026-07-14T13:30:00Z'))).toEqual(['tables:2026-07-14']);
    expect(slotTags(new Date('2026-07-14T23:00:00Z'), new Date('2026-07-15T00:30:00Z'))).toEqual([
      'tables:2026-07-14',
      'tables:2026-07-15',
    ]);
    // the end is excluded: a range ending at midnight does not touch the next day
    expect(slotTags(new Date('2026-07-14T22:30:00Z'), new Date('2026-07-15T00:00:00Z'))).toEqual(['tables:2026-07-14']);
  });
});
