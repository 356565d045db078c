import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MyVouchersResponse,
  VoucherDetailResponse,
  VouchersQuery,
  VouchersResponse,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { bearerSecurity } from '../../plugins/auth';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

const voucherRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, now }) => {
  const { voucherRepository } = repos;

  app.get(
    '/public/voucher/getVouchers',
    {
      schema: {
        tags: ['vouchers'],
        operationId: 'listVouchers',
        summary: 'Vouchers valid now and not used up',
        description:
          'The listed vouchers that can be used now: within their dates and not used up. Code-only vouchers are not listed. Public and cached.',
        querystring: VouchersQuery,
        response: { 200: VouchersResponse, ...errors(400) },
      },
      config: { cache: CACHE.vouchers },
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await voucherRepository.listActive(page, size, now()), page, size);
    },
  );

  app.get(
    '/public/voucher/:id',
    {
      schema: {
        tags: ['vouchers'],
        operationId: 'getVoucher',
        summary: 'One voucher (also ended ones, with active=false)',
        description:
          'One listed voucher by id, ended ones included with `active: false`. 404 for an unknown or unlisted voucher.',
        params: IdParams,
        response: { 200: VoucherDetailResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.vouchers },
    },
    async (request) => {
      const voucher = await voucherRepository.find(request.params.id, now());
      if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
      return { data: voucher };
    },
  );

  app.get(
    '/voucher/vouchers',
    {
      schema: {
        tags: ['vouchers'],
        operationId: 'listMyVouchers',
        summary: 'Vouchers the signed-in diner can still use, with remaining uses',
        description:
          'The vouchers the signed-in diner can still use, with how many uses each has left for them. Requires a bearer token.',
        security: bearerSecurity,
        querystring: VouchersQuery,
        response: { 200: MyVouchersResponse, ...errors(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await voucherRepository.listUsableBy(request.userId, page, size, now()), page, size);
    },
  );
};

export default voucherRoutes;
