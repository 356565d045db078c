import type { BusinessRules } from '../business-rules';
import type { Db } from '../db/index';
import { createAccountRepository, type AccountPolicy } from './account-repository';
import { createAuditRepository } from './audit-repository';
import { createAuthRepository, type SessionPolicy } from './auth-repository';
import { createBankAccountRepository } from './bank-account-repository';
import { createCartRepository } from './cart-repository';
import { createClientEventRepository } from './client-event-repository';
import { createFloorAdminRepository } from './floor-admin-repository';
import { createHealthRepository } from './health-repository';
import { createHousekeepingRepository } from './housekeeping-repository';
import { createMenuAdminRepository } from './menu-admin-repository';
import { createMenuRepository } from './menu-repository';
import { createOrderEventRepository } from './order-event-repository';
import { createOrderRepository, type AnnounceOrderEvents } from './order-repository';
import { createOutboxRepository, type MailQueue } from './outbox-repository';
import { createPhotoRepository } from './photo-repository';
import { createReportRepository } from './report-repository';
import { createReservationRepository } from './reservation-repository';
import { createReviewAdminRepository } from './review-admin-repository';
import { createReviewRepository } from './review-repository';
import { createTableRepository } from './table-repository';
import { createVoucherAdminRepository } from './voucher-admin-repository';
import { createVoucherRepository } from './voucher-repository';

export function createRepositories(
  db: Db,
  rules: BusinessRules,
  session: SessionPolicy,
  account: AccountPolicy,
  announceOrderEvents: AnnounceOrderEvents,
  /** called once a transaction that wrote a message has committed (wakes this instance's delivery worker) */
  announceMail: () => void,
) {
  const tableRepository = createTableRepository(db);
  const bankAccountRepository = createBankAccountRepository(db);
  const outboxRepository = createOutboxRepository(db);
  const mail: MailQueue = { enqueue: outboxRepository.enqueue, announce: announceMail };
  return {
    authRepository: createAuthRepository(db, session),
    accountRepository: createAccountRepository(db, account, mail),
    outboxRepository,
    housekeepingRepository: createHousekeepingRepository(db, outboxRepository),
    healthRepository: createHealthRepository(db),
    menuRepository: createMenuRepository(db),
    menuAdminRepository: createMenuAdminRepository(db),
    photoRepository: createPhotoRepository(db),
    voucherRepository: createVoucherRepository(db),
    voucherAdminRepository: createVoucherAdminRepository(db),
    reviewRepository: createReviewRepository(db),
    reviewAdminRepository: createReviewAdminRepository(db),
    cartRepository: createCartRepository(db),
    tableRepository,
    reservationRepository: createReservationRepository(db, tableRepository, rules, announceOrderEvents, mail),
    bankAccountRepository,
    orderRepository: createOrderRepository(db, bankAccountRepository, rules, announceOrderEvents, mail),
    orderEventRepository: createOrderEventRepository(db),
    floorAdminRepository: createFloorAdminRepository(db),
    reportRepository: createReportRepository(db, rules.timeZone),
    auditRepository: createAuditRepository(db, rules.timeZone),
    clientEventRepository: createClientEventRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
