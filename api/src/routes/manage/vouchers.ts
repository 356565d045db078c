import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  ManagedVoucherResponse,
  ManagedVouchersResponse,
  VoucherInput,
  VoucherPatch,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';
import { IfMatchHeaders, expectedVersion, sendVersioned } from './versions';

/** What every voucher write invalidates: the public voucher list and the pages that show it, on every instance. */
export const VOUCHERS_TAG = 'vouchers';

const RULES =
  '400 VOUCHER_INVALID when it would end before it starts or take more than 100%, or total uses fall below the uses ' +
  'so far; 409 VOUCHER_CODE_TAKEN when another voucher has the code. `listed: false` keeps it out of the public ' +
  'list; it still applies by its code at checkout.';
const WRITE_NOTE =
  'Answers the voucher with its new `ETag`. A stale `If-Match` answers 412 EDIT_CONFLICT and changes nothing; ' +
  'without `If-Match` the write applies.';

/** The manager's vouchers: every one, ended and unlisted included, with its uses so far (`usageCount`). */
const manageVoucherRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache, now }) => {
  const { voucherAdminRepository: vouchers } = repos;
  const { managerOnly, schema } = managerRoutes(app, repos);
  const changed = <T>(result: T) => cache.invalidate(VOUCHERS_TAG).then(() => result);

  app.get(
    '/manage/vouchers',
    {
      schema: {
        ...schema(
          'listManagedVouchers',
          'Every voucher, newest first, with its uses so far',
          'Every voucher, listed or code-only, active or ended, newest first, with how often it was used. Managers only; never cached.',
        ),
        response: { 200: ManagedVouchersResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await vouchers.list(now()) };
    },
  );

  app.post(
    '/manage/vouchers',
    {
      schema: {
        ...schema('createVoucher', 'Create a voucher', `${RULES} The answer carries its \`ETag\`.`),
        body: VoucherInput,
        response: { 201: ManagedVoucherResponse, ...errors(400, 401, 403, 409) },
      },
      ...managerOnly,
    },
    async (request, reply) =>
      sendVersioned(reply, await changed(await vouchers.create(request.body, now(), request.userId)), 201),
  );

  app.get(
    '/manage/vouchers/:id',
    {
      schema: {
        ...schema(
          'getManagedVoucher',
          'One voucher',
          'The answer carries `ETag: "<version>"` for the next write\'s `If-Match`.',
        ),
        params: IdParams,
        response: { 200: ManagedVoucherResponse, ...errors(400, 401, 403, 404) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const found = await vouchers.find(request.params.id, now());
      if (!found) throw new AppError('VOUCHER_NOT_FOUND');
      return sendVersioned(reply, found);
    },
  );

  app.patch(
    '/manage/vouchers/:id',
    {
      schema: {
        ...schema('updateVoucher', 'Edit a voucher', `${RULES} ${WRITE_NOTE}`),
        params: IdParams,
        headers: IfMatchHeaders,
        body: VoucherPatch,
        response: { 200: ManagedVoucherResponse, ...errors(400, 401, 403, 404, 409, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      const updated = await vouchers.update(request.params.id, request.body, expected, now(), request.userId);
      return sendVersioned(reply, await changed(updated));
    },
  );

  app.post(
    '/manage/vouchers/:id/expire',
    {
      schema: {
        ...schema(
          'expireVoucher',
          'End a voucher now',
          'Its end becomes now (and its start, if later): checkout refuses it as EXPIRED from this instant. ' +
            WRITE_NOTE,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: ManagedVoucherResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await vouchers.expire(request.params.id, expected, now(), request.userId)),
      );
    },
  );
};

export default manageVoucherRoutes;
