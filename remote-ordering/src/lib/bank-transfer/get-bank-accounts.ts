// Shared by the checkout (where to transfer, before ordering) and the order page (with the order code as reference).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { BankAccount, BankAccountsResponse } from '@restaurant/shared/contracts';

const BANK_ACCOUNTS_PATH = '/public/bank-accounts';

export function getBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return getData<BankAccountsResponse>(BANK_ACCOUNTS_PATH, { operation: 'bankAccounts', signal });
}

export const bankAccountsQueryOptions = () =>
  queryOptions<BankAccount[], ApiError>({
    queryKey: ['ordering', 'bank-accounts'],
    queryFn: ({ signal }) => getBankAccounts(signal),
    staleTime: 5 * 60_000,
  });

/** The restaurant's accounts open for transfers (the API lists only the active ones). */
export function useBankAccounts(enabled = true) {
  return useQuery({ ...bankAccountsQueryOptions(), enabled });
}
