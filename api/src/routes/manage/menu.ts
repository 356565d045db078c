import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryInput,
  CategoryPatch,
  ComboInput,
  ComboPatch,
  FoodInput,
  FoodPatch,
  IdParams,
  ManagedCategoriesResponse,
  ManagedCategoryResponse,
  ManagedComboResponse,
  ManagedCombosResponse,
  ManagedFoodResponse,
  ManagedFoodsResponse,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';
import { IfMatchHeaders, expectedVersion, sendVersioned } from './versions';

/** What every menu write invalidates: the public menu answers and the pages that show them, on every instance. */
export const MENU_TAG = 'menu';

const ETAG_NOTE =
  'The answer carries `ETag: "<version>"`; send it back as `If-Match` on the next write (412 EDIT_CONFLICT when ' +
  'another manager changed it since).';
const WRITE_NOTE =
  'Answers the record with its new ETag. A stale `If-Match` answers 412 EDIT_CONFLICT and changes nothing; without ' +
  '`If-Match` the write applies. `position` moves it within its list and renumbers the others; `retired: true` ' +
  'takes it off the menu (nothing is deleted: past orders still show it). The public menu of every instance ' +
  'follows before this answers.';

/**
 * The manager's menu editor: categories, dishes and combos, retired ones included. Thin handlers over
 * `menuAdminRepository`; each write drops the menu's cached answers everywhere before it answers.
 */
const manageMenuRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache }) => {
  const { menuAdminRepository: menu } = repos;
  const { managerOnly, schema } = managerRoutes(app, repos);
  const changed = <T>(result: T) => cache.invalidate(MENU_TAG).then(() => result);

  // ---- categories

  app.get(
    '/manage/categories',
    {
      schema: {
        ...schema(
          'listManagedCategories',
          'Every category, retired ones included, in menu order',
          'Every category for the menu editor, retired ones included, in menu order, each with how many dishes it holds. Managers only; never cached.',
        ),
        response: { 200: ManagedCategoriesResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await menu.listCategories() };
    },
  );

  app.post(
    '/manage/categories',
    {
      schema: {
        ...schema('createCategory', 'Add a category (at the end of the list)', ETAG_NOTE),
        body: CategoryInput,
        response: { 201: ManagedCategoryResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(reply, await changed(await menu.createCategory(request.body, request.userId)), 201),
  );

  app.get(
    '/manage/categories/:id',
    {
      schema: {
        ...schema('getManagedCategory', 'One category', ETAG_NOTE),
        params: IdParams,
        response: { 200: ManagedCategoryResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const found = await menu.findCategory(request.params.id);
      if (!found) throw new AppError('CATEGORY_NOT_FOUND');
      return sendVersioned(reply, found);
    },
  );

  app.patch(
    '/manage/categories/:id',
    {
      schema: {
        ...schema('updateCategory', 'Edit, move or retire a category', WRITE_NOTE),
        params: IdParams,
        headers: IfMatchHeaders,
        body: CategoryPatch,
        response: { 200: ManagedCategoryResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await menu.updateCategory(request.params.id, request.body, expected, request.userId)),
      );
    },
  );

  // ---- dishes

  app.get(
    '/manage/foods',
    {
      schema: {
        ...schema(
          'listManagedFoods',
          'Every dish, retired ones included, in menu order (category by category)',
          'Every dish for the menu editor, retired ones included, category by category in menu order, with its texts in every language and its photo. Managers only; never cached.',
        ),
        response: { 200: ManagedFoodsResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await menu.listFoods() };
    },
  );

  app.post(
    '/manage/foods',
    {
      schema: {
        ...schema(
          'createFood',
          'Add a dish (at the end of its category)',
          `400 UNKNOWN_REFERENCE for a category that does not exist. ${ETAG_NOTE}`,
        ),
        body: FoodInput,
        response: { 201: ManagedFoodResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(reply, await changed(await menu.createFood(request.body, request.userId)), 201),
  );

  app.get(
    '/manage/foods/:id',
    {
      schema: {
        ...schema('getManagedFood', 'One dish', ETAG_NOTE),
        params: IdParams,
        response: { 200: ManagedFoodResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const found = await menu.findFood(request.params.id);
      if (!found) throw new AppError('FOOD_NOT_FOUND');
      return sendVersioned(reply, found);
    },
  );

  app.patch(
    '/manage/foods/:id',
    {
      schema: {
        ...schema(
          'updateFood',
          'Edit, reprice, move or retire a dish',
          `${WRITE_NOTE} A new \`categoryId\` moves it to that category (at \`position\`, else last). A new price ` +
            'applies to carts at once; the cart shows the diner the change (`previousUnitPrice`).',
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: FoodPatch,
        response: { 200: ManagedFoodResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await menu.updateFood(request.params.id, request.body, expected, request.userId)),
      );
    },
  );

  // ---- combos

  app.get(
    '/manage/combos',
    {
      schema: {
        ...schema(
          'listManagedCombos',
          'Every combo, retired ones included, in menu order, with its dishes',
          'Every combo for the menu editor, retired ones included, in menu order, with its dishes and quantities. Managers only; never cached.',
        ),
        response: { 200: ManagedCombosResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await menu.listCombos() };
    },
  );

  app.post(
    '/manage/combos',
    {
      schema: {
        ...schema(
          'createCombo',
          'Add a combo (at the end of the list)',
          `At least one dish; 400 UNKNOWN_REFERENCE for a dish that does not exist. ${ETAG_NOTE}`,
        ),
        body: ComboInput,
        response: { 201: ManagedComboResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(reply, await changed(await menu.createCombo(request.body, request.userId)), 201),
  );

  app.get(
    '/manage/combos/:id',
    {
      schema: {
        ...schema('getManagedCombo', 'One combo with its dishes', ETAG_NOTE),
        params: IdParams,
        response: { 200: ManagedComboResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const found = await menu.findCombo(request.params.id);
      if (!found) throw new AppError('COMBO_NOT_FOUND');
      return sendVersioned(reply, found);
    },
  );

  app.patch(
    '/manage/combos/:id',
    {
      schema: {
        ...schema(
          'updateCombo',
          'Edit, reprice, move or retire a combo',
          `${WRITE_NOTE} \`items\` replaces the list of dishes.`,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: ComboPatch,
        response: { 200: ManagedComboResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await menu.updateCombo(request.params.id, request.body, expected, request.userId)),
      );
    },
  );
};

export default manageMenuRoutes;
