import { useState } from 'react';
import type { Order } from '@restaurant/shared/contracts';

interface Seen {
  /** The list these were worked out from. */
  from: readonly Order[] | undefined;
  /** Every order id the board has shown; null until the first list (what is there on opening is not news). */
  known: ReadonlySet<number> | null;
  /** Orders that arrived while the board was open and nobody has started yet. */
  fresh: ReadonlySet<number>;
  /** The latest arrivals, for the announcement; a new array each time some arrive. */
  arrivals: readonly Order[];
}

function next(seen: Seen, orders: readonly Order[] | undefined): Seen {
  if (orders === undefined) return { ...seen, from: orders };
  if (seen.known === null) return { ...seen, from: orders, known: new Set(orders.map((order) => order.id)) };
  const known = seen.known;
  const added = orders.filter((order) => !known.has(order.id));
  // One first seen already started (a poll after an outage) is not a new order for the kitchen: no cue for it.
  const placed = added.filter((order) => order.status === 'PLACED');
  const stillNew = orders.filter(
    (order) => order.status === 'PLACED' && (seen.fresh.has(order.id) || placed.includes(order)),
  );
  return {
    from: orders,
    known: new Set([...known, ...added.map((order) => order.id)]),
    fresh: new Set(stillNew.map((order) => order.id)),
    arrivals: placed.length > 0 ? placed : seen.arrivals,
  };
}

/**
 * Which orders are new on the board: those that appear after it opened (pushed or found by a poll alike), marked
 * until the kitchen starts them; and the latest arrivals, to announce. Worked out while rendering from the list
 * itself, so the cue shows in the same frame as the card.
 */
export function useNewOrders(orders: readonly Order[] | undefined) {
  const [seen, setSeen] = useState<Seen>({ from: undefined, known: null, fresh: new Set(), arrivals: [] });
  let current = seen;
  if (orders !== seen.from) {
    current = next(seen, orders);
    setSeen(current);
  }
  return { fresh: current.fresh, arrivals: current.arrivals };
}
