import {
  addMinutesToClock,
  dateTimeFormat,
  formatClock,
  formatDay,
  formatInstant,
  formatRestaurantTime,
  numberFormat,
  relativeTimeFormat,
} from './intl-format';

describe('formatting for the current language', () => {
  it('keeps the restaurant day whatever the browser zone', () => {
    expect(formatDay('2026-06-11', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('June 11, 2026');
    expect(formatDay('2026-06-11', 'fr', { day: 'numeric', month: 'long' })).toBe('11 juin');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });

  it('writes times the local way', () => {
    expect(formatClock('19:00', 'en')).toBe('7:00 PM');
    expect(formatClock('19:00', 'fr')).toBe('19:00');
    expect(formatClock('7pm', 'en')).toBe('7pm');
  });

  it('adds minutes on the restaurant clock, wrapping past midnight', () => {
    expect(addMinutesToClock('19:00', 90)).toBe('20:30');
    expect(addMinutesToClock('23:30', 60)).toBe('00:30');
  });

  it('writes an instant on the restaurant clock when given its zone', () => {
    expect(formatInstant('2026-06-11T12:00:00Z', 'en', 'Asia/Ho_Chi_Minh')).toBe('Jun 11, 2026, 7:00 PM');
    expect(formatInstant('garbage', 'en')).toBe('garbage');
  });

  it("writes an instant's clock time on the restaurant clock, whatever the browser zone", () => {
    expect(formatRestaurantTime('2026-06-11T05:30:00Z', 'en')).toBe('12:30 PM');
    expect(formatRestaurantTime(new Date('2026-06-11T17:15:00Z'), 'fr')).toBe('00:15');
    expect(formatRestaurantTime('garbage', 'en')).toBe('');
  });

  it('makes each formatter once for a locale and its options, and another for other ones', () => {
    const money = numberFormat('fr', { style: 'currency', currency: 'USD' });
    expect(numberFormat('fr', { style: 'currency', currency: 'USD' })).toBe(money);
    expect(money.format(12.5)).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(12.5));
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).not.toBe(money);
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(money);
    expect(dateTimeFormat('ar', { dateStyle: 'medium' })).toBe(dateTimeFormat('ar', { dateStyle: 'medium' }));
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
