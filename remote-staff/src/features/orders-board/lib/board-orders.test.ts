import { advanced, anOrder } from '../../../testing/fixtures';
import { columnsOf, minutesSince, withOrder, type BoardOrders } from './board-orders';

const boardOf = (...items: ReturnType<typeof anOrder>[]): BoardOrders => ({
  items,
  page: 1,
  size: 100,
  total: items.length,
});

describe('the board with one order changed', () => {
  const first = anOrder({ id: 1, code: 'OD-1' }, 20);
  const second = anOrder({ id: 2, code: 'OD-2' }, 10);

  it('adds a new order in age order and counts it', () => {
    const board = withOrder(boardOf(second), first);
    expect(board.items.map((order) => order.code)).toEqual(['OD-1', 'OD-2']);
    expect(board.total).toBe(2);
  });

  it('moves an order on in place, and takes it off once completed or cancelled', () => {
    const preparing = advanced(first);
    expect(withOrder(boardOf(first, second), preparing).items[0]?.status).toBe('PREPARING');
    const completed = advanced(advanced(preparing));
    expect(withOrder(boardOf(first, second), completed)).toEqual(boardOf(second));
    expect(withOrder(boardOf(first, second), { ...first, status: 'CANCELLED' }).items).toEqual([second]);
  });

  it('never takes an order a step back when an older copy arrives after a newer one', () => {
    const ready = advanced(advanced(first));
    const board = withOrder(boardOf(ready, second), first);
    expect(board.items[0]?.status).toBe('READY');
  });

  it('ignores the end of an order it does not hold', () => {
    const elsewhere = anOrder({ id: 9, status: 'COMPLETED' });
    expect(withOrder(boardOf(first), elsewhere)).toEqual(boardOf(first));
  });
});

describe('columns and ages', () => {
  it('puts each order in the column of its status, oldest first', () => {
    const orders = [
      anOrder({ id: 1, status: 'READY' }, 30),
      anOrder({ id: 2 }, 20),
      anOrder({ id: 3, status: 'PREPARING' }, 10),
      anOrder({ id: 4 }, 5),
    ];
    const columns = columnsOf(orders);
    expect(columns.PLACED.map((order) => order.id)).toEqual([2, 4]);
    expect(columns.PREPARING.map((order) => order.id)).toEqual([3]);
    expect(columns.READY.map((order) => order.id)).toEqual([1]);
  });

  it('counts whole minutes since the order was placed, never below zero', () => {
    const placedAt = '2026-06-11T04:50:00.000Z';
    const at = (iso: string) => new Date(iso).getTime();
    expect(minutesSince(placedAt, at('2026-06-11T04:50:59.000Z'))).toBe(0);
    expect(minutesSince(placedAt, at('2026-06-11T05:02:30.000Z'))).toBe(12);
    expect(minutesSince(placedAt, at('2026-06-11T04:49:00.000Z'))).toBe(0);
  });
});
