import type { BankAccount } from '@restaurant/shared/contracts';

export interface Transfer {
  account: Pick<BankAccount, 'bankCode' | 'accountNumber' | 'accountName'>;
  /** Whole dong. */
  amount: number;
  /** The order code, which the restaurant matches the transfer to. */
  reference: string;
}

/**
 * What the QR code holds: the transfer's details as labelled lines a banking app's scanner or a person can read
 * (bank, account, holder, amount, reference), in a fixed order so the same transfer always draws the same code.
 */
export function transferPayload({ account, amount, reference }: Transfer): string {
  return [
    `BANK:${account.bankCode}`,
    `ACCOUNT:${account.accountNumber}`,
    `NAME:${account.accountName}`,
    `AMOUNT:${amount}`,
    'CURRENCY:VND',
    `REFERENCE:${reference}`,
  ].join('\n');
}
