import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type DocsOptions = {
  version: string;
  /** API_DOCS: false serves neither document nor UI (the plugin stays, so what must follow it still does) */
  enabled: boolean;
};

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
          description:
            'Menu, combos, vouchers, reviews, cart, floor plans and table reservations. Success: `{ data }`; lists: `{ data: { items, page, size, total } }`; failure: `{ message, code, details? }`.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
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
