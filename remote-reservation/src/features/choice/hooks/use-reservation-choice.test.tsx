import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@restaurant/shared/router';
import { useReservationChoice } from './use-reservation-choice';

function renderChoice(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useReservationChoice(), search: useLocation().search }), { wrapper });
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
});
