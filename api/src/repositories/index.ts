import type { BusinessRules } from '../business-rules';
import type { Db } from '../db/index';
import { createAuthRepository, type RefreshPolicy } from './auth-repository';
import { createCartRepository } from './cart-repository';
import { createMenuRepository } from './menu-repository';
import { createReservationRepository } from './reservation-repository';
import { createReviewRepository } from './review-repository';
import { createTableRepository } from './table-repository';
import { createVoucherRepository } from './voucher-repository';

export function createRepositories(db: Db, rules: BusinessRules, refresh: RefreshPolicy) {
  const tableRepository = createTableRepository(db);
  return {
    authRepository: createAuthRepository(db, refresh),
    menuRepository: createMenuRepository(db),
    voucherRepository: createVoucherRepository(db),
    reviewRepository: createReviewRepository(db),
    cartRepository: createCartRepository(db),
    tableRepository,
    reservationRepository: createReservationRepository(db, tableRepository, rules),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
