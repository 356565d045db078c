import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@restaurant/shared/router';
import { reservationRules, type ReservationRules } from '../config/reservation-rules';
import { useReservationChoice } from './use-reservation-choice';

function renderChoice(route: string, rules?: ReservationRules) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useReservationChoice(rules), search: useLocation().search }), { wrapper });
}

describe('useReservationChoice', () => {
  it('keeps both of two changes made before the router renders again', async () => {
    const { result } = renderChoice('/landing/reservation?guests=2&duration=90');
    await act(async () => {
      result.current.state.update({ guests: 4 });
      result.current.state.update({ duration: 120 });
    });
    expect(result.current.state.choice).toMatchObject({ guests: 4, duration: 120 });
    expect(new URLSearchParams(result.current.search).get('guests')).toBe('4');
    expect(new URLSearchParams(result.current.search).get('duration')).toBe('120');
  });

  it('builds a change that depends on the choice on the newest one, so two tables picked at once both stay picked', async () => {
    const { result } = renderChoice('/landing/reservation?guests=2&floor=1');
    const pick = (id: number) =>
      result.current.state.update((newest) => ({ floorId: 1, tableIds: [...newest.tableIds, id] }));
    await act(async () => {
      pick(3);
      pick(5);
    });
    expect(result.current.state.choice.tableIds).toEqual([3, 5]);
    expect(new URLSearchParams(result.current.search).get('tables')).toBe('3,5');
  });

  describe('the default length of a booking, per party size (the booking rules’ durations)', () => {
    const rules: ReservationRules = {
      ...reservationRules,
      duration: {
        ...reservationRules.duration,
        default: 60,
        byGuests: [
          { fromGuests: 1, minutes: 60 },
          { fromGuests: 3, minutes: 90 },
          { fromGuests: 7, minutes: 150 },
        ],
      },
    };
    const duration = (search: string) => new URLSearchParams(search).get('duration');

    it('starts at the chosen party’s and follows the party size while the diner has not picked one', async () => {
      const { result } = renderChoice('/landing/reservation?guests=4', rules);
      expect(result.current.state.choice.duration).toBe(90);
      await act(async () => result.current.state.update({ guests: 8 }));
      expect(result.current.state.choice).toMatchObject({ guests: 8, duration: 150 });
      expect(duration(result.current.search)).toBe('150');
      await act(async () => result.current.state.update({ guests: 2 }));
      expect(result.current.state.choice).toMatchObject({ guests: 2, duration: 60 });
    });

    it('keeps the length the diner picked when the party size changes', async () => {
      const { result } = renderChoice('/landing/reservation?guests=2', rules);
      await act(async () => result.current.state.update({ duration: 120 }));
      await act(async () => result.current.state.update({ guests: 8 }));
      expect(result.current.state.choice).toMatchObject({ guests: 8, duration: 120 });
      expect(duration(result.current.search)).toBe('120');
    });
  });
});
