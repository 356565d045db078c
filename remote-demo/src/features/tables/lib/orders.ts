/**
 * A fixed order book the table examples share: small, deterministic, the same on every visit and in tests. Its dates
 * are fixed days of a past year (the orders in 2025, each customer's earlier purchases in 2024), so none is in the
 * future and a history entry never follows the order it leads up to.
 */
export type OrderStatus = 'delivered' | 'pending' | 'shipped' | 'cancelled';

export interface OrderHistoryEntry {
  date: string;
  quantity: number;
  amount: number;
}

export interface Order {
  id: number;
  customer: string;
  email: string;
  product: string;
  status: OrderStatus;
  amount: number;
  /** ISO date. */
  date: string;
  history: OrderHistoryEntry[];
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'pending', 'shipped', 'cancelled'];

const CUSTOMERS = [
  'Sunil Joshi',
  'Andrew McDownland',
  'Christopher Jamil',
  'Nirav Joshi',
  'Micheal Doe',
  'Ana Lima',
  'Yuki Tanaka',
  'Omar Haddad',
  'Chloé Martin',
  'Li Wei',
  'Fatima Zahra',
  'Lucas Moreau',
  'Priya Nair',
  'Diego Alvarez',
] as const;

const PRODUCTS = ['Pho bo', 'Banh mi', 'Spring rolls', 'Bun cha', 'Iced coffee', 'Mango salad', 'Lotus tea'] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function historyOf(id: number, amount: number): OrderHistoryEntry[] {
  return Array.from({ length: 2 + (id % 2) }, (_, step) => {
    const quantity = 1 + ((id + step) % 4);
    return {
      date: new Date(Date.UTC(2024, (id + step) % 12, 1 + ((id * 3 + step * 5) % 27))).toISOString(),
      quantity,
      amount: Math.round(amount * quantity * 100) / 100,
    };
  });
}

/** `count` orders (42 by default: enough for paging at 5, 10 and 25). */
export function makeOrders(count = 42): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const customer = pick(CUSTOMERS, index * 5);
    const amount = 4 + ((index * 37) % 96) + ((index * 13) % 100) / 100;
    return {
      id,
      customer,
      email: `${customer.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      product: pick(PRODUCTS, index * 3),
      status: pick(ORDER_STATUSES, index * 7 + (index % 3)),
      amount,
      date: new Date(Date.UTC(2025, index % 12, 1 + ((index * 11) % 28))).toISOString(),
      history: historyOf(id, amount),
    };
  });
}
