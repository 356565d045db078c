import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FloorIdParams,
  FloorInput,
  FloorPatch,
  IdParams,
  ManagedFloorResponse,
  ManagedFloorsResponse,
  ManagedTableResponse,
  TableInput,
  TablePatch,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { TABLES_TAG } from '../../lib/slot';
import { FLOORS_TAG } from '../../repositories/floor-admin-repository';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';
import { IfMatchHeaders, expectedVersion, sendVersioned } from './versions';

const PLAN_RULES =
  "A table's drawing (its top and the chairs drawn from its shape, size and seats) stays on its floor (400 " +
  "TABLE_OFF_PLAN) and at least 20 cm from every other table's (409 TABLE_OVERLAP); its number is unique among the " +
  'tables in use (409 TABLE_CODE_TAKEN); it is joined only with tables of its floor (400 TABLE_JOIN_INVALID). ' +
  'A refusal stores nothing.';
const WRITE_NOTE =
  'Answers the record with its new `ETag`. A stale `If-Match` answers 412 EDIT_CONFLICT and changes nothing; ' +
  'without `If-Match` the write applies.';

/**
 * The manager's floor plan editor. Every write drops the public floors and plans and every availability and
 * suggestion answer on every instance (and tells the host stand's live floor to read again) before it answers.
 */
const manageFloorRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache, now }) => {
  const { floorAdminRepository: plan } = repos;
  const { managerOnly, schema } = managerRoutes(app, repos);
  const changed = <T>(result: T) => cache.invalidate(FLOORS_TAG, TABLES_TAG).then(() => result);

  app.get(
    '/manage/floors',
    {
      schema: {
        ...schema(
          'listManagedFloors',
          'Every floor in its order, with its tables (versions, joins, closing dates)',
          "The floor plan editor's whole plan: every floor in order with its tables, their versions, which tables each may be joined with and the dates tables are closed from. Managers only; never cached.",
        ),
        response: { 200: ManagedFloorsResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await plan.list() };
    },
  );

  app.post(
    '/manage/floors',
    {
      schema: {
        ...schema('createFloor', 'Add a floor', 'It goes last in the list. The answer carries its `ETag`.'),
        body: FloorInput,
        response: { 201: ManagedFloorResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(reply, await changed(await plan.createFloor(request.body, request.userId)), 201),
  );

  app.get(
    '/manage/floors/:id',
    {
      schema: {
        ...schema(
          'getManagedFloor',
          'One floor with its tables',
          'The answer carries `ETag: "<version>"` for the next write.',
        ),
        params: IdParams,
        response: { 200: ManagedFloorResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const found = await plan.find(request.params.id);
      if (!found) throw new AppError('FLOOR_NOT_FOUND');
      return sendVersioned(reply, found);
    },
  );

  app.patch(
    '/manage/floors/:id',
    {
      schema: {
        ...schema(
          'updateFloor',
          'Rename, resize or reorder a floor',
          `\`position\` moves it in the list (from 0). A size its tables no longer fit is 400 TABLE_OFF_PLAN. ${WRITE_NOTE}`,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: FloorPatch,
        response: { 200: ManagedFloorResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await plan.updateFloor(request.params.id, request.body, expected, request.userId)),
      );
    },
  );

  app.post(
    '/manage/floors/:floorId/tables',
    {
      schema: {
        ...schema('createTable', 'Add a table to a floor', `${PLAN_RULES} The answer carries its \`ETag\`.`),
        params: FloorIdParams,
        body: TableInput,
        response: { 201: ManagedTableResponse, ...errors(400, 401, 403, 404, 409) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(
        reply,
        await changed(await plan.createTable(request.params.floorId, request.body, request.userId)),
        201,
      ),
  );

  app.get(
    '/manage/tables/:id',
    {
      schema: {
        ...schema('getManagedTable', 'One table', 'The answer carries `ETag: "<version>"` for the next write.'),
        params: IdParams,
        response: { 200: ManagedTableResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => sendVersioned(reply, await plan.findTable(request.params.id)),
  );

  app.patch(
    '/manage/tables/:id',
    {
      schema: {
        ...schema(
          'updateTable',
          'Move, resize, rotate, renumber, re-seat, join or close a table',
          `${PLAN_RULES} \`closedFrom\` (a date, or null to open it again) takes the table out of availability and ` +
            `suggestions from that date on; bookings before it stay. ${WRITE_NOTE}`,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: TablePatch,
        response: { 200: ManagedTableResponse, ...errors(400, 401, 403, 404, 409, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await plan.updateTable(request.params.id, request.body, expected, request.userId)),
      );
    },
  );

  app.delete(
    '/manage/tables/:id',
    {
      schema: {
        ...schema(
          'removeTable',
          'Remove a table',
          'Refused with 409 TABLE_HAS_BOOKINGS while the table has bookings still to come; `details` lists them ' +
            '(`path`: the booking code; `message`: date, time and party size). Close it from a date instead. Past ' +
            'bookings keep naming it. A stale `If-Match` answers 412 EDIT_CONFLICT.',
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: Type.Null({ description: 'Removed' }), ...errors(400, 401, 403, 404, 409, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      await changed(await plan.removeTable(request.params.id, expected, now(), request.userId));
      return reply.code(204).send(null);
    },
  );
};

export default manageFloorRoutes;
