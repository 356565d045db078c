import { Type, type Static } from 'typebox';
import { Data, Id, Page, PageQuery, Timestamp, Vnd } from './common';

export const DiscountType = Type.Enum(['PERCENT', 'FIXED']);
export type DiscountType = Static<typeof DiscountType>;

export const Voucher = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  discountType: DiscountType,
  discountValue: Type.Integer({ minimum: 1, description: 'Percent (1-100) or VND amount' }),
  maxDiscount: Type.Union([Vnd, Type.Null()], { description: 'Cap for percent vouchers (VND)' }),
  minOrderValue: Vnd,
  validFrom: Timestamp,
  validTo: Timestamp,
  usageLimit: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Total uses; null = unlimited' }),
  usageCount: Type.Integer({ minimum: 0 }),
  perUserLimit: Type.Integer({ minimum: 1 }),
  updatedAt: Type.String({ format: 'date-time', description: 'When the voucher was last edited in the back office' }),
  active: Type.Boolean({ description: 'Inside its validity window and not used up' }),
});
export type Voucher = Static<typeof Voucher>;

export const VouchersQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type VouchersQuery = Static<typeof VouchersQuery>;
export const VouchersResponse = Data(Page(Voucher));
export type VouchersResponse = Static<typeof VouchersResponse>;
export const VoucherDetailResponse = Data(Voucher);
export type VoucherDetailResponse = Static<typeof VoucherDetailResponse>;

export const MyVoucher = Type.Object({
  ...Voucher.properties,
  remainingUses: Type.Integer({ minimum: 1, description: 'How many more times this diner can use it' }),
});
export type MyVoucher = Static<typeof MyVoucher>;
export const MyVouchersResponse = Data(Page(MyVoucher));
export type MyVouchersResponse = Static<typeof MyVouchersResponse>;
