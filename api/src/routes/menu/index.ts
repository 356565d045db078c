import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FoodCategoriesResponse,
  FoodDetailResponse,
  FoodsQuery,
  FoodsResponse,
  IdParams,
  type FoodDetail,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { ReadCache } from '../../lib/read-cache';
import { localDateOf } from '../../lib/slot';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

/** How many dishes' reads are kept (known and unknown ids alike): far more than the menu has. */
const DISH_READS_KEPT = 2000;

const menuRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, rules, now, bus }) => {
  const { menuRepository } = repos;
  const today = () => localDateOf(now(), rules);
  // A dish's read, kept per day and dropped by the menu's writes on every instance as its cached answer is. Its point
  // is the ids with no dish (unknown or retired): their 404 is never a cached answer, so each one read the database.
  const dishReads = new ReadCache<FoodDetail | undefined>(bus, {
    maxEntries: DISH_READS_KEPT,
    ttlMs: CACHE.menuStock.ttlSeconds * 1000,
  });

  app.get(
    '/public/food-categories/getFoodCategories',
    {
      schema: {
        tags: ['menu'],
        operationId: 'listFoodCategories',
        summary: 'Menu categories with their dish counts',
        description:
          'The menu categories diners see, in menu order, each with how many dishes it has on the menu. Public and cached.',
        response: { 200: FoodCategoriesResponse },
      },
      config: { cache: CACHE.categories },
    },
    async () => ({ data: await menuRepository.listCategories() }),
  );

  app.get(
    '/public/food/getFoodsByCategory',
    {
      schema: {
        tags: ['menu'],
        operationId: 'listFoods',
        summary: 'Dishes, optionally of one category, searched and sorted, paginated',
        description:
          "The menu's dishes, optionally of one category, searched by name and sorted, a page at a time, with today's sold-out marks. Public and cached.",
        querystring: FoodsQuery,
        response: { 200: FoodsResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.menuStock },
    },
    async (request) => {
      const { categoryId, page, size } = request.query;
      if (categoryId && !(await menuRepository.categoryExists(categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
      return paged(await menuRepository.listFoods(request.query, today()), page, size);
    },
  );

  app.get(
    '/public/food/getFood/:id',
    {
      schema: {
        tags: ['menu'],
        operationId: 'getFood',
        summary: 'One dish with its category and the combos that include it',
        description:
          'One dish on the menu with its category and the set menus that include it. 404 for an unknown or retired dish.',
        params: IdParams,
        response: { 200: FoodDetailResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.menuStock },
    },
    async (request) => {
      const { id } = request.params;
      const date = today();
      const food = await dishReads.read(`${id} ${date}`, CACHE.menuStock.tags, () => menuRepository.findFood(id, date));
      if (!food) throw new AppError('FOOD_NOT_FOUND');
      return { data: food };
    },
  );
};

export default menuRoutes;
