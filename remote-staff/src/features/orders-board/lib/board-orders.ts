import type { Order, OrderStatus, StaffOrdersResponse } from '@restaurant/shared/contracts';

/** The board's columns, in the kitchen's order; an order leaves the board when it is completed or cancelled. */
export const BOARD_COLUMNS = ['PLACED', 'PREPARING', 'READY'] as const satisfies readonly OrderStatus[];
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export type BoardOrders = StaffOrdersResponse['data'];
/** An order in one of the board's columns. */
export type BoardOrder = Order & { status: BoardColumn };

export function isOnBoard(status: OrderStatus): status is BoardColumn {
  return (BOARD_COLUMNS as readonly OrderStatus[]).includes(status);
}

/** Oldest first, as the API lists them: the kitchen works from the top. */
function byAge(a: Order, b: Order): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/**
 * The board with `order` as it now is: added, moved or taken off. A status only moves forward and every step adds to
 * the timeline, so of two copies of one order the one with the longer timeline is the later; an older copy (a list
 * read that left before a pushed step arrived) never takes a step back.
 */
export function withOrder(board: BoardOrders, order: Order): BoardOrders {
  const held = board.items.find((item) => item.id === order.id);
  if (held && isLaterThan(held, order)) return board;
  const others = board.items.filter((item) => item.id !== order.id);
  if (!isOnBoard(order.status)) return { ...board, items: others, total: board.total - (held ? 1 : 0) };
  return { ...board, items: [...others, order].sort(byAge), total: board.total + (held ? 0 : 1) };
}

function isLaterThan(a: Order, b: Order): boolean {
  return a.timeline.length > b.timeline.length;
}

/**
 * A fresh read of the board over the one shown (TanStack Query's `structuralSharing`): the read decides which orders
 * are active, but an order the board already shows a step further (pushed, or moved by its own button, while the
 * read was on its way) keeps that step.
 */
export function mergeBoards(shown: BoardOrders | undefined, read: BoardOrders): BoardOrders {
  if (shown === undefined) return read;
  const items = read.items.map((order) => {
    const held = shown.items.find((item) => item.id === order.id);
    return held && isLaterThan(held, order) ? held : order;
  });
  return { ...read, items: items.filter((order) => isOnBoard(order.status)) };
}

/** The orders of each column, oldest first. */
export function columnsOf(orders: readonly Order[]): Record<BoardColumn, BoardOrder[]> {
  const columns: Record<BoardColumn, BoardOrder[]> = { PLACED: [], PREPARING: [], READY: [] };
  for (const order of orders) if (isBoardOrder(order)) columns[order.status].push(order);
  return columns;
}

function isBoardOrder(order: Order): order is BoardOrder {
  return isOnBoard(order.status);
}

/** Whole minutes since the order was placed, never negative (a browser clock a little behind the server's). */
export function minutesSince(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
}
