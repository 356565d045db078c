import { addMinutesToClock, formatClock, formatDay, intlLocaleOf } from './intl-format';

describe('formatting for the current language', () => {
  it('maps the product language codes to Intl locales', () => {
    expect(intlLocaleOf('ch')).toBe('zh-CN');
    expect(intlLocaleOf('fr')).toBe('fr');
  });

  it('keeps the restaurant day whatever the browser zone', () => {
    expect(formatDay('2026-06-11', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('June 11, 2026');
    expect(formatDay('2026-06-11', 'fr', { day: 'numeric', month: 'long' })).toBe('11 juin');
  });

  it('writes times the local way', () => {
    expect(formatClock('19:00', 'en')).toBe('7:00 PM');
    expect(formatClock('19:00', 'fr')).toBe('19:00');
    expect(addMinutesToClock('19:00', 90)).toBe('20:30');
  });
});
