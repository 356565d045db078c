import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ComboDetailResponse, CombosQuery, CombosResponse, IdParams } from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { localDateOf } from '../../lib/slot';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

const comboRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, rules, now }) => {
  const { menuRepository } = repos;
  const today = () => localDateOf(now(), rules);

  app.get(
    '/public/combo/getCombos',
    {
      schema: {
        tags: ['menu'],
        operationId: 'listCombos',
        summary: 'Set menus, paginated',
        description:
          'The set menus on offer, in menu order, a page at a time, with their dishes and prices. Public and cached.',
        querystring: CombosQuery,
        response: { 200: CombosResponse, ...errors(400) },
      },
      config: { cache: CACHE.menuStock },
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await menuRepository.listCombos(page, size, today()), page, size);
    },
  );

  app.get(
    '/public/combo/:id',
    {
      schema: {
        tags: ['menu'],
        operationId: 'getCombo',
        summary: 'One set menu with its dishes',
        description: 'One set menu with its dishes and quantities. 404 for an unknown or retired combo.',
        params: IdParams,
        response: { 200: ComboDetailResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.menuStock },
    },
    async (request) => {
      const combo = await menuRepository.findCombo(request.params.id, today());
      if (!combo) throw new AppError('COMBO_NOT_FOUND');
      return { data: combo };
    },
  );
};

export default comboRoutes;
