import type { Resolver } from 'react-hook-form';
import { VoucherInput, type DiscountType, type ManagedVoucher } from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf, type FieldSchemas } from '@restaurant/shared/forms';
import { fromRestaurantInput, toRestaurantInput } from '../../../lib/restaurant-datetime';

/** The voucher form's fields as the form holds them: numbers once typed, undefined while empty; times on the restaurant's clock. */
export interface VoucherValues {
  code: string;
  name: string;
  description: string;
  discountType: DiscountType;
  discountValue: number | undefined;
  maxDiscount: number | undefined;
  minOrderValue: number | undefined;
  validFrom: string;
  validTo: string;
  unlimited: boolean;
  usageLimit: number | undefined;
  perUserLimit: number | undefined;
  listed: boolean;
}

export type VoucherField = keyof VoucherValues;

const P = VoucherInput.properties;
const FIELDS: FieldSchemas<VoucherValues> = {
  code: P.code,
  name: P.name,
  description: P.description,
  discountType: P.discountType,
  discountValue: P.discountValue,
  maxDiscount: P.maxDiscount,
  minOrderValue: P.minOrderValue,
  perUserLimit: P.perUserLimit,
  listed: P.listed,
};

export const VOUCHER_LIMITS = {
  nameMax: maxLengthOf(P.name),
  descriptionMax: maxLengthOf(P.description),
  percentMax: 100,
};

const isWholeAtLeast = (value: number | undefined, min: number) =>
  value !== undefined && Number.isInteger(value) && value >= min;

/**
 * Every rule is the contract's (`VoucherInput`), plus those the form can tell before the API does (VOUCHER_INVALID):
 * a percent is at most 100, the end is after the start, a total of uses unless unlimited.
 */
export const voucherResolver: Resolver<VoucherValues> = contractResolver<VoucherValues>(FIELDS, {
  optional: ['description', 'maxDiscount'],
  trim: ['code', 'name', 'description'],
  refine: (values) => {
    const broken: Partial<Record<VoucherField, string>> = {};
    if (values.discountType === 'PERCENT' && (values.discountValue ?? 0) > VOUCHER_LIMITS.percentMax) {
      broken.discountValue = 'percentOver100';
    }
    const from = fromRestaurantInput(values.validFrom);
    const to = fromRestaurantInput(values.validTo);
    if (from === null) broken.validFrom = values.validFrom === '' ? 'required' : 'format';
    if (to === null) broken.validTo = values.validTo === '' ? 'required' : 'format';
    else if (from !== null && to <= from) broken.validTo = 'endBeforeStart';
    if (!values.unlimited && !isWholeAtLeast(values.usageLimit, 1)) {
      broken.usageLimit = values.usageLimit === undefined ? 'required' : 'minimum';
    }
    return broken;
  },
});

/** The message key (under `errors`) for the rule a field broke. */
export function voucherErrorKey(field: VoucherField, rule: string): string {
  if (rule === 'required') return field === 'validFrom' || field === 'validTo' ? 'dateRequired' : 'required';
  if (rule === 'percentOver100') return 'percentOver100';
  if (rule === 'endBeforeStart') return 'endBeforeStart';
  if (field === 'code') return 'codePattern';
  if (field === 'name' || field === 'description') return 'tooLong';
  if (field === 'validFrom' || field === 'validTo') return 'dateRequired';
  if (field === 'minOrderValue') return 'wholeAmount';
  return 'positiveWhole';
}

export function emptyVoucherValues(now: Date = new Date()): VoucherValues {
  const inAMonth = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
  return {
    code: '',
    name: '',
    description: '',
    discountType: 'PERCENT',
    discountValue: undefined,
    maxDiscount: undefined,
    minOrderValue: 0,
    validFrom: toRestaurantInput(now.toISOString()),
    validTo: toRestaurantInput(inAMonth.toISOString()),
    unlimited: true,
    usageLimit: undefined,
    perUserLimit: 1,
    listed: true,
  };
}

export function voucherValuesOf(voucher: ManagedVoucher): VoucherValues {
  return {
    code: voucher.code,
    name: voucher.name,
    description: voucher.description,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    maxDiscount: voucher.maxDiscount ?? undefined,
    minOrderValue: voucher.minOrderValue,
    validFrom: toRestaurantInput(voucher.validFrom),
    validTo: toRestaurantInput(voucher.validTo),
    unlimited: voucher.usageLimit === null,
    usageLimit: voucher.usageLimit ?? undefined,
    perUserLimit: voucher.perUserLimit,
    listed: voucher.listed,
  };
}

/** The body the API takes, from values the resolver passed (a fixed amount has no cap). */
export function voucherInputOf(values: VoucherValues): VoucherInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    discountType: values.discountType,
    discountValue: values.discountValue ?? 0,
    maxDiscount: values.discountType === 'PERCENT' ? (values.maxDiscount ?? null) : null,
    minOrderValue: values.minOrderValue ?? 0,
    validFrom: fromRestaurantInput(values.validFrom) ?? '',
    validTo: fromRestaurantInput(values.validTo) ?? '',
    usageLimit: values.unlimited ? null : (values.usageLimit ?? null),
    perUserLimit: values.perUserLimit ?? 1,
    listed: values.listed,
  };
}

/** Where a voucher stands now: usable, not yet started, or over (ended, expired or used up). */
export type VoucherStatus = 'active' | 'scheduled' | 'usedUp' | 'ended';

export function voucherStatusOf(voucher: ManagedVoucher, now: Date = new Date()): VoucherStatus {
  if (voucher.active) return 'active';
  if (new Date(voucher.validFrom) > now) return 'scheduled';
  if (voucher.usageLimit !== null && voucher.usageCount >= voucher.usageLimit) return 'usedUp';
  return 'ended';
}
