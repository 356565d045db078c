import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BankAccountsResponse } from '@restaurant/shared/contracts';
import type { RouteDeps } from '../deps';

const bankAccountRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos }) => {
  app.get(
    '/public/bank-accounts',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listBankAccounts',
        summary:
          "The restaurant's active bank accounts for paying an order by transfer (the order code is the reference)",
        description:
          'The bank accounts a diner pays an order into by transfer, with the order code as the reference. Public.',
        response: { 200: BankAccountsResponse },
      },
    },
    async () => ({ data: await repos.bankAccountRepository.listActive() }),
  );
};

export default bankAccountRoutes;
