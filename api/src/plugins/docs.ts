import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type DocsOptions = {
  version: string;
  /** API_DOCS: false serves neither document nor UI (the plugin stays, so what must follow it still does) */
  enabled: boolean;
};

/** Every tag an operation may carry, described: spectral's `operation-tag-defined` holds by construction. */
export const API_TAGS = [
  {
    name: 'health',
    description: 'Whether the API and its database answer: for load balancers, supervisors and people.',
  },
  { name: 'auth', description: 'Diner accounts: sign-up, sign-in, tokens, e-mail confirmation and password reset.' },
  {
    name: 'menu',
    description: "The restaurant's dishes, set menus, categories and their pictures, as diners see them.",
  },
  {
    name: 'vouchers',
    description: 'Discount vouchers: the public list, one voucher, and what a code takes off a cart.',
  },
  { name: 'reviews', description: "Diners' reviews of the restaurant and the average rating." },
  { name: 'cart', description: "The signed-in diner's cart of dishes and combos." },
  { name: 'tables', description: 'Floors, the floor plan, booking rules, availability and seating suggestions.' },
  { name: 'reservations', description: "Booking tables: a diner's reservations, made and cancelled." },
  {
    name: 'orders',
    description: "Ordering the cart for pick-up or dine-in, following an order's status, paying by transfer.",
  },
  {
    name: 'staff',
    description: "The restaurant's own work: the kitchen's orders, the host stand and sold-out marks. Staff only.",
  },
  {
    name: 'manage',
    description: "The manager's back office: the menu, photos, vouchers, rules and reports. Managers only.",
  },
  {
    name: 'client-events',
    description: "Browsers' page views and errors per remote version: each release's error rate.",
  },
  {
    name: 'ops',
    description: "Operators' reads of the running site (a release's figures): behind METRICS_TOKEN, like /metrics.",
  },
  { name: 'dev', description: 'Development aids, present only when DEV_OUTBOX=1: never in production.' },
];

/**
 * Refuses to start an API where a documented route has no `operationId`, or shares one with another route: the name
 * a generated client gives the call, so it is chosen, stable and unique (`getFood`, `createReservation`).
 */
export function guardOperationIds(app: FastifyInstance): void {
  const seen = new Map<string, string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { hide?: boolean; operationId?: string } | undefined;
    if (schema?.hide || route.method === 'HEAD') return;
    const where = `${String(route.method)} ${route.url}`;
    if (!schema?.operationId) throw new Error(`${where}: a documented route needs an operationId in its schema`);
    const other = seen.get(schema.operationId);
    if (other) throw new Error(`${where}: operationId ${schema.operationId} is already ${other}'s`);
    seen.set(schema.operationId, where);
  });
}

/**
 * The OpenAPI document and Swagger UI at `<prefix>/docs`. Registered before the routes and wrapped with
 * fastify-plugin: swagger collects the routes added after it in the same context, so every route is documented.
 */
export default fp(
  async (app: FastifyInstance, { version, enabled }: DocsOptions) => {
    if (!enabled) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Nhà Hàng Sen – restaurant API',
          version,
          contact: { name: 'Bếp Nhà engineering' },
          description:
            'Menu, combos, vouchers, reviews, cart, floor plans and table reservations. Success: `{ data }`; lists: `{ data: { items, page, size, total } }`; failure: `{ message, code, details? }`.',
        },
        servers: [{ url: '/' }],
        tags: API_TAGS,
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            operatorToken: { type: 'http', scheme: 'bearer', description: "METRICS_TOKEN, the operators' secret" },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // the UI page needs scripts and styles the API's own `default-src 'none'` policy refuses: it sends its own
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
