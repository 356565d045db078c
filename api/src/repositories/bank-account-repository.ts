import { asc, eq } from 'drizzle-orm';
import type { BankAccount } from '@restaurant/shared/contracts';
import type { Db, Executor } from '../db/index';
import { bankAccounts } from '../db/schema';

export function createBankAccountRepository(db: Db) {
  return {
    /** The accounts a diner may pay into; an inactive one is never offered. `executor`: a caller's transaction. */
    async listActive(executor: Executor = db): Promise<BankAccount[]> {
      return executor
        .select({
          accountId: bankAccounts.accountId,
          iconBank: bankAccounts.iconBank,
          bankCode: bankAccounts.bankCode,
          accountNumber: bankAccounts.accountNumber,
          accountName: bankAccounts.accountName,
          status: bankAccounts.status,
        })
        .from(bankAccounts)
        .where(eq(bankAccounts.status, 'ACTIVE'))
        .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.accountId));
    },
  };
}

export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;
