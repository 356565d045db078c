import type { BusinessRules } from '../business-rules';
import type { Db } from '../db/index';
import { createAccountRepository, type AccountPolicy } from './account-repository';
import { createAuthRepository, type RefreshPolicy } from './auth-repository';
import { createCartRepository } from './cart-repository';
import { createMenuRepository } from './menu-repository';
import { createOutboxRepository } from './outbox-repository';
import { createReservationRepository } from './reservation-repository';
import { createReviewRepository } from './review-repository';
import { createTableRepository } from './table-repository';
import { createVoucherRepository } from './voucher-repository';

export function createRepositories(db: Db, rules: BusinessRules, refresh: RefreshPolicy, account: AccountPolicy) {
  const tableRepository = createTableRepository(db);
  return {
    authRepository: createAuthRepository(db, refresh),
    accountRepository: createAccountRepository(db, account),
    outboxRepository: createOutboxRepository(db),
    menuRepository: createMenuRepository(db),
    voucherRepository: createVoucherRepository(db),
    reviewRepository: createReviewRepository(db),
    cartRepository: createCartRepository(db),
    tableRepository,
    reservationRepository: createReservationRepository(db, tableRepository, rules),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
