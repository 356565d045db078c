import type { Order, OrderStatus } from '@restaurant/shared/contracts';
import { aUser } from '@restaurant/shared/testing';

/** The seeded staff account's shape (e2e signs in as staff@example.com). */
export const STAFF = aUser({ id: 2, email: 'staff@example.com', fullName: 'Phạm Bếp Trưởng', role: 'staff' });
/** A diner: signed in, but not staff. */
export const DINER = aUser({ id: 7, email: 'mai@example.com', fullName: 'Trần Thị Mai', role: 'diner' });

const MINUTE = 60_000;

/**
 * An active order as the staff routes answer it, placed `minutesAgo` before the test's clock (the board shows ages),
 * its timeline one entry per step reached.
 */
export function anOrder(overrides: Partial<Order> = {}, minutesAgo = 7): Order {
  const createdAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  const status = overrides.status ?? 'PLACED';
  const steps: OrderStatus[] = ['PLACED', 'PREPARING', 'READY', 'COMPLETED'];
  const reached = steps.slice(0, Math.max(1, steps.indexOf(status) + 1));
  return {
    id: 41,
    code: 'OD-260611-7KQM',
    type: 'PICKUP',
    status,
    lines: [
      { name: 'Phở bò tái', unitPrice: 75000, quantity: 2, lineTotal: 150000 },
      { name: 'Chả giò', unitPrice: 45000, quantity: 1, lineTotal: 45000 },
    ],
    subtotal: 195000,
    discount: 0,
    total: 195000,
    voucherCode: null,
    pickupAt: '2026-06-11T05:30:00.000Z',
    reservation: null,
    paymentMethod: 'PAY_AT_RESTAURANT',
    bankAccounts: [],
    note: null,
    notifyWhenReady: false,
    timeline: reached.map((step) => ({ status: step, at: createdAt })),
    canCancel: status === 'PLACED',
    createdAt,
    ...overrides,
  };
}

/** The order one step on, as the advance route answers it. */
export function advanced(order: Order): Order {
  const next = { PLACED: 'PREPARING', PREPARING: 'READY', READY: 'COMPLETED' } as const;
  const status = next[order.status as keyof typeof next];
  return {
    ...order,
    status,
    canCancel: false,
    timeline: [...order.timeline, { status, at: new Date().toISOString() }],
  };
}
