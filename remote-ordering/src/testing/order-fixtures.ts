// Contract-typed orders for the checkout and orders tests (test code only).
import type { BankAccount, Order, Reservation, VoucherPreview } from '@restaurant/shared/contracts';

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    code: 'OD-260611-7KQM',
    type: 'PICKUP',
    status: 'PLACED',
    lines: [
      { name: 'Phở bò tái', unitPrice: 75000, quantity: 2, lineTotal: 150000 },
      { name: 'Chả giò', unitPrice: 45000, quantity: 1, lineTotal: 45000 },
    ],
    subtotal: 195000,
    discount: 19500,
    total: 175500,
    voucherCode: 'CHAOBAN10',
    pickupAt: '2026-06-11T05:30:00.000Z',
    reservation: null,
    paymentMethod: 'PAY_AT_RESTAURANT',
    bankAccounts: [],
    note: null,
    notifyWhenReady: false,
    timeline: [{ status: 'PLACED', at: '2026-06-11T04:50:00.000Z' }],
    canCancel: (overrides.status ?? 'PLACED') === 'PLACED',
    createdAt: '2026-06-11T04:50:00.000Z',
    ...overrides,
  };
}

export function aBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    accountId: 1,
    iconBank: 'vcb',
    bankCode: 'VCB',
    accountNumber: '0071000123456',
    accountName: 'CONG TY TNHH BEP NHA',
    status: 'ACTIVE',
    ...overrides,
  };
}

export function aReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 31,
    code: 'BK-260611-7KQM',
    status: 'CONFIRMED',
    reservationDate: '2026-06-11',
    reservationTime: '19:00',
    estimatedDuration: 90,
    startAt: '2026-06-11T12:00:00.000Z',
    endAt: '2026-06-11T13:30:00.000Z',
    guests: 4,
    contactName: 'Nguyễn An',
    contactPhone: '+84 912 345 678',
    note: null,
    occasion: null,
    floor: { id: 1, name: 'Ground floor' },
    tables: [{ id: 7, code: 'A07', capacity: 4 }],
    canCancel: true,
    createdAt: '2026-06-01T08:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}

/** CHAOBAN10 on a 195.000 ₫ cart: 10 %, within its 50.000 ₫ cap. */
export function aVoucherPreview(overrides: Partial<VoucherPreview> = {}): VoucherPreview {
  return {
    voucherCode: 'CHAOBAN10',
    applies: true,
    subtotal: 195000,
    discount: 19500,
    total: 175500,
    reason: null,
    minOrderValue: 150000,
    ...overrides,
  };
}
