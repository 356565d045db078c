import { formatDate, formatDateTime, formatNumber, formatTime, formatVnd, localeOf, restaurantDay } from './format';

describe('formatVnd', () => {
  it('formats dong without decimals in the interface language', () => {
    expect(formatVnd(125000, 'en')).toBe('₫125,000');
    expect(formatVnd(125000, 'fr').replace(/\s/g, ' ')).toBe('125 000 ₫');
    expect(formatVnd(50000, 'vi').replace(/\s/g, ' ')).toBe('50.000 ₫');
  });

  it('maps the app language codes to real locales', () => {
    expect(localeOf('ch')).toBe('zh-CN');
    expect(localeOf('vi')).toBe('vi-VN');
    expect(localeOf('ar')).toBe('ar');
    expect(localeOf('fr-CA')).toBe('fr-FR');
    expect(localeOf(undefined)).toBe('en-US');
    expect(localeOf('xx')).toBe('en-US');
  });
});

describe('formatDate', () => {
  it('returns an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('formats an ISO date in the interface language', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('Mar 5, 2026');
  });
});

describe('formatNumber', () => {
  it('keeps the requested fraction digits', () => {
    expect(formatNumber(4.25, 'en', 1)).toBe('4.3');
  });
});

describe('restaurant clock', () => {
  it('reads pickup times on the restaurant clock (UTC+7), whatever the browser zone', () => {
    expect(formatTime('2026-06-11T05:30:00Z', 'en')).toBe('12:30 PM');
    expect(formatDateTime('2026-06-11T17:15:00Z', 'en')).toBe('Jun 12, 2026, 12:15 AM');
    expect(restaurantDay(new Date('2026-06-11T18:00:00Z'))).toBe('2026-06-12');
  });
});
