import { Type, type Static } from 'typebox';
import { Data, Id } from './common';

export const BankAccountStatus = Type.Enum(['ACTIVE', 'INACTIVE']);
export type BankAccountStatus = Static<typeof BankAccountStatus>;

/** Spec section 3's Bank account: where a diner paying by bank transfer sends the money. */
export const BankAccount = Type.Object({
  accountId: Id,
  iconBank: Type.String({ description: 'Short bank logo key or URL, e.g. "vcb"' }),
  bankCode: Type.String({ description: 'Bank short name / NAPAS code used by VietQR, e.g. "VCB"' }),
  accountNumber: Type.String(),
  accountName: Type.String({ description: 'Holder name as the bank prints it' }),
  status: BankAccountStatus,
});
export type BankAccount = Static<typeof BankAccount>;

/** Active accounts only: an inactive one is never offered for a transfer. */
export const BankAccountsResponse = Data(Type.Array(BankAccount));
export type BankAccountsResponse = Static<typeof BankAccountsResponse>;
