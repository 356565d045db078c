import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  AddToCartBody,
  CartResponse,
  CreateOrderBody,
  CreateReservationBody,
  FoodsResponse,
  LoginResponse,
  OutboxKind,
  OutboxMessage,
  OutboxResponse,
  Order,
  OrderResponse,
  OrderStatus,
  PickupSlotsResponse,
  RegisterBody,
  Reservation,
  ReservationResponse,
  SeatSuggestionsResponse,
} from '@restaurant/shared/contracts';

/** A fresh address per call: tests never share an account, and re-runs never collide with earlier data. */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${randomUUID().slice(0, 8)}@example.com`;
}

export interface Diner {
  email: string;
  password: string;
  fullName: string;
}

export const DEMO_DINER: Diner = { email: 'diner@example.com', password: 'Diner#2026', fullName: '' };

/** A brand-new diner created through the API (for tests whose subject is not the sign-up form). */
export async function registerDiner(request: APIRequestContext, tag: string): Promise<Diner> {
  const diner: Diner = { email: uniqueEmail(tag), password: 'Bep#Nha2026', fullName: `E2E ${tag} diner` };
  const body: RegisterBody = { ...diner, phone: '+84 912 345 678' };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return diner;
}

/** A brand-new diner who also confirmed their address with the code from the outbox (posting a review needs it). */
export async function registerVerifiedDiner(request: APIRequestContext, tag: string): Promise<Diner> {
  const diner = await registerDiner(request, tag);
  const { code } = await latestOutboxMessage(request, diner.email, 'email-verification');
  const response = await request.post('/api/auth/verify-email', { data: { email: diner.email, code } });
  expect(response.status(), await response.text()).toBe(200);
  return diner;
}

export async function apiSignIn(request: APIRequestContext, diner: Diner): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: diner.email, password: diner.password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as LoginResponse;
  return body.data.accessToken;
}

/** The newest message of `kind` the API "sent" to `to`, read from the development outbox (waits for it). */
export async function latestOutboxMessage(
  request: APIRequestContext,
  to: string,
  kind: OutboxKind,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox', { params: { to } });
        const body = (await response.json()) as OutboxResponse;
        found = body.data.items.find((message) => message.kind === kind);
        return found !== undefined;
      },
      { message: `a ${kind} message to ${to} in the dev outbox` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll above waited for the message');
  return found;
}

export async function myCart(request: APIRequestContext, accessToken: string): Promise<CartResponse['data']> {
  const response = await request.get('/api/carts/my-cart', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as CartResponse).data;
}

/** `YYYY-MM-DD` on the restaurant's clock (UTC+7), `days` after today. */
function restaurantDate(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(day);
}

/**
 * A confirmed booking of the signed-in diner, made through the API (for tests whose subject is not the booking
 * screen): two guests at 19:00 on a day a few weeks ahead, at the first seating the API suggests as free then.
 */
export async function bookTableThroughApi(
  request: APIRequestContext,
  accessToken: string,
  contactName = 'E2E diner',
): Promise<Reservation> {
  const headers = { authorization: `Bearer ${accessToken}` };
  // Days ahead differ between runs so that re-runs on the same database do not fill one evening.
  const slot = {
    reservationDate: restaurantDate(14 + Math.floor(Math.random() * 40)),
    reservationTime: '19:00',
    estimatedDuration: 90,
  };
  const suggestions = await request.get('/api/public/restaurant-table/seats/suggestions', {
    params: { ...slot, guests: 2 },
    headers,
  });
  expect(suggestions.status(), await suggestions.text()).toBe(200);
  const [first] = ((await suggestions.json()) as SeatSuggestionsResponse).data;
  if (!first) throw new Error(`no free seating for 2 on ${slot.reservationDate} at ${slot.reservationTime}`);
  const body: CreateReservationBody = {
    ...slot,
    tableIds: first.tables.map((table) => table.id),
    guests: 2,
    contactName,
    contactPhone: '+84 912 345 678',
  };
  const response = await request.post('/api/public/restaurant-table/reservations', { data: body, headers });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ReservationResponse).data;
}

/** The staff account the API seeds with the demo data (`SEED_DEMO_DINERS=1`, as the e2e servers run it). */
export const STAFF: Diner = { email: 'staff@example.com', password: 'Staff#2026', fullName: '' };
/** The demo manager (`SEED_DEMO_DINERS=1`, as the e2e server starts): the back office's pages and routes. */
export const MANAGER: Diner = { email: 'manager@example.com', password: 'Manager#2026', fullName: '' };

/** A staff access token, for the kitchen's side of an order's journey. */
export function signInAsStaff(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, STAFF);
}

/**
 * The kitchen moves an order one step on (PLACED → PREPARING → READY → COMPLETED) from `from`, the status the cook
 * saw, as staff.
 */
export async function advanceOrder(
  request: APIRequestContext,
  orderId: number,
  from: OrderStatus,
  staffToken?: string,
): Promise<Order> {
  const token = staffToken ?? (await signInAsStaff(request));
  const response = await request.post(`/api/staff/orders/${orderId}/advance`, {
    headers: { authorization: `Bearer ${token}` },
    data: { from },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as OrderResponse).data;
}

/**
 * The diner orders `dishName` for pickup at the first open slot (today's, else a later day's), through the API: for
 * tests whose subject is what happens to an order, not the checkout form.
 */
export async function placePickupOrderThroughApi(
  request: APIRequestContext,
  accessToken: string,
  dishName: string,
): Promise<Order> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const foods = await request.get('/api/public/food/getFoodsByCategory', { params: { page: 1, size: 100 } });
  const dish = ((await foods.json()) as FoodsResponse).data.items.find((food) => food.name === dishName);
  if (!dish) throw new Error(`no dish named ${dishName} on the menu`);
  const added = await request.post('/api/carts/addToCart', {
    headers,
    data: { type: 'FOOD', foodId: dish.id, quantity: 2 } satisfies AddToCartBody,
  });
  expect(added.status(), await added.text()).toBe(201);

  let pickupAt: string | undefined;
  for (let days = 0; days < 7 && pickupAt === undefined; days += 1) {
    const slots = await request.get('/api/public/orders/pickup-slots', { params: { date: restaurantDate(days) } });
    expect(slots.status(), await slots.text()).toBe(200);
    pickupAt = ((await slots.json()) as PickupSlotsResponse).data.slots[0]?.at;
  }
  if (pickupAt === undefined) throw new Error('no pickup slot open in the coming week');
  const body: CreateOrderBody = { type: 'PICKUP', pickupAt, paymentMethod: 'PAY_AT_RESTAURANT', note: 'Ít cay' };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: body,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as OrderResponse).data;
}
