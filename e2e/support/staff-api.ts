import { expect, type APIRequestContext } from '@playwright/test';
import type { Order, OrderResponse } from '@restaurant/shared/contracts';
import { apiSignIn, type Diner } from './api';

/** The kitchen's demo account, seeded with the demo diners (SEED_DEMO_DINERS=1, which the e2e server sets). */
export const DEMO_STAFF: Diner = { email: 'staff@example.com', password: 'Staff#2026', fullName: '' };

/** A staff access token, for moving orders on as the kitchen would. */
export function signInAsStaff(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, DEMO_STAFF);
}

/** Moves an order one step on (PLACED → PREPARING → READY → COMPLETED) as staff; answers the order. */
export async function advanceOrder(request: APIRequestContext, staffToken: string, orderId: number): Promise<Order> {
  const response = await request.post(`/api/staff/orders/${orderId}/advance`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as OrderResponse).data;
}

/** Signs in as staff and advances an order until it reaches `status` (READY: two steps from PLACED). */
export async function advanceOrderAsStaff(
  request: APIRequestContext,
  orderId: number,
  status: Order['status'],
): Promise<Order> {
  const token = await signInAsStaff(request);
  for (let step = 0; step < 3; step++) {
    const order = await advanceOrder(request, token, orderId);
    if (order.status === status) return order;
  }
  throw new Error(`order ${orderId} never reached ${status}`);
}
