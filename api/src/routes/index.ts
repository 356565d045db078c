import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authRoutes from './auth/index';
import bankAccountRoutes from './bank-accounts/index';
import cartRoutes from './carts/index';
import clientErrorRoutes from './client-errors/index';
import comboRoutes from './combos/index';
import type { RouteDeps } from './deps';
import devRoutes from './dev/index';
import eventRoutes from './events/index';
import healthRoutes from './health/index';
import imagesRoutes from './images/index';
import manageAuditRoutes from './manage/audit';
import manageFloorRoutes from './manage/floors';
import manageMenuRoutes from './manage/menu';
import manageReportRoutes from './manage/reports';
import manageReviewRoutes from './manage/reviews';
import manageSettingsRoutes from './manage/settings';
import manageVoucherRoutes from './manage/vouchers';
import menuRoutes from './menu/index';
import opsClientActivityRoutes from './ops/client-activity';
import orderRoutes from './orders/index';
import photoRoutes from './photos/index';
import reviewRoutes from './reviews/index';
import staffRoutes from './staff/index';
import tableRoutes from './tables/index';
import voucherRoutes from './vouchers/index';

/**
 * Every route of the API, each file its own encapsulated plugin over the dependencies it is given. Wrapped with
 * fastify-plugin so each route plugin stays a direct child of the API's context (its hooks, docs and limits).
 */
export default fp(
  async (app: FastifyInstance, deps: RouteDeps) => {
    for (const routes of [
      healthRoutes,
      authRoutes,
      menuRoutes,
      comboRoutes,
      voucherRoutes,
      reviewRoutes,
      cartRoutes,
      tableRoutes,
      orderRoutes,
      bankAccountRoutes,
      staffRoutes,
      manageMenuRoutes,
      manageVoucherRoutes,
      manageSettingsRoutes,
      manageReviewRoutes,
      photoRoutes,
      eventRoutes,
      manageFloorRoutes,
      manageReportRoutes,
      manageAuditRoutes,
      clientErrorRoutes,
      opsClientActivityRoutes,
    ]) {
      await app.register(routes, deps);
    }
    // the outbox shows reset links and codes: it exists only when asked for (404 like any unknown route otherwise)
    if (deps.config.devOutbox) await app.register(devRoutes, deps);
    await app.register(imagesRoutes);
  },
  { name: 'routes', dependencies: ['errors', 'auth', 'response-cache', 'rate-limit', 'docs'] },
);
