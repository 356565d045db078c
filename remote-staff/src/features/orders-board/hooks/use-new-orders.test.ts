import { act, renderHook } from '@testing-library/react';
import type { Order } from '@restaurant/shared/contracts';
import { advanced, anOrder } from '../../../testing/fixtures';
import { useNewOrders } from './use-new-orders';

describe('which orders are new on the board', () => {
  const first = anOrder({ id: 1, code: 'OD-1' });
  const second = anOrder({ id: 2, code: 'OD-2' });

  function renderWith(initial: readonly Order[] | undefined) {
    let orders = initial;
    const view = renderHook(() => useNewOrders(orders));
    return {
      result: view.result,
      show: (next: readonly Order[]) =>
        act(() => {
          orders = next;
          view.rerender();
        }),
    };
  }

  it('none of those there when the board opens, each placed one that arrives after, until it is started', () => {
    const board = renderWith(undefined);
    board.show([first]);
    expect([...board.result.current.fresh]).toEqual([]);

    board.show([first, second]);
    expect([...board.result.current.fresh]).toEqual([2]);
    expect(board.result.current.arrivals.map((order) => order.code)).toEqual(['OD-2']);

    board.show([first, advanced(second)]);
    expect([...board.result.current.fresh]).toEqual([]);
  });

  it('does not cue an order first seen already started (found by a poll after an outage)', () => {
    const board = renderWith([first]);
    board.show([first, advanced(second)]);
    expect([...board.result.current.fresh]).toEqual([]);
    expect(board.result.current.arrivals).toEqual([]);
  });
});
