import { reservationRules } from '../config/reservation-rules';
import { choiceToParams, normalizeChoice, paramsMatchChoice, parseChoice, type ReservationChoice } from './choice-url';

const clock = { today: '2026-06-10', minutes: 9 * 60 };

describe('choice and URL', () => {
  it('comes back from the URL exactly as it was written', () => {
    const choice: ReservationChoice = {
      guests: 4,
      date: '2026-06-11',
      time: '19:00',
      duration: 90,
      floorId: 2,
      tableIds: [14, 15],
    };
    const params = choiceToParams(choice);
    expect(params.toString()).toBe('guests=4&date=2026-06-11&time=19%3A00&duration=90&floor=2&tables=14%2C15');
    expect(parseChoice(new URLSearchParams(params.toString()), clock, reservationRules)).toEqual(choice);
  });

  it('keeps unrelated parameters such as the open tab', () => {
    const choice = normalizeChoice({}, clock, reservationRules);
    const params = choiceToParams(choice, new URLSearchParams('tab=mine'));
    expect(params.get('tab')).toBe('mine');
    expect(paramsMatchChoice(params, choice)).toBe(true);
    expect(paramsMatchChoice(new URLSearchParams('tab=mine'), choice)).toBe(false);
  });

  it('fills an empty URL with a party of 2, today, dinner time and 90 minutes', () => {
    expect(parseChoice(new URLSearchParams(), clock, reservationRules)).toEqual({
      guests: 2,
      date: '2026-06-10',
      time: '19:00',
      duration: 90,
      floorId: null,
      tableIds: [],
    });
  });

  it('replaces values outside the rules with the defaults', () => {
    const choice = parseChoice(
      new URLSearchParams('guests=21&date=2026-02-30&time=25:00&duration=17&floor=-1&tables=3'),
      clock,
      reservationRules,
    );
    expect(choice).toEqual({ guests: 2, date: '2026-06-10', time: '19:00', duration: 90, floorId: null, tableIds: [] });
    expect(parseChoice(new URLSearchParams('guests=0'), clock, reservationRules).guests).toBe(2);
    expect(parseChoice(new URLSearchParams('guests=20'), clock, reservationRules).guests).toBe(20);
    expect(parseChoice(new URLSearchParams('guests=4.5'), clock, reservationRules).guests).toBe(2);
  });

  it('moves a past or too-far date to the first open day', () => {
    expect(parseChoice(new URLSearchParams('date=2026-06-09'), clock, reservationRules).date).toBe('2026-06-10');
    expect(parseChoice(new URLSearchParams('date=2026-08-10'), clock, reservationRules).date).toBe('2026-06-10');
    const late = { today: '2026-06-10', minutes: 21 * 60 + 30 };
    expect(parseChoice(new URLSearchParams('date=2026-06-10'), late, reservationRules).date).toBe('2026-06-11');
  });

  it('snaps a start off the grid or too late for the stay to the closest allowed one', () => {
    expect(parseChoice(new URLSearchParams('date=2026-06-11&time=19:05'), clock, reservationRules).time).toBe('19:00');
    expect(
      parseChoice(new URLSearchParams('date=2026-06-11&time=21:00&duration=240'), clock, reservationRules).time,
    ).toBe('18:00');
  });

  it('drops duplicate and malformed table ids', () => {
    const choice = parseChoice(new URLSearchParams('floor=1&tables=4,4,x,0,7'), clock, reservationRules);
    expect(choice.tableIds).toEqual([4, 7]);
  });
});
