import { transferPayload } from './transfer-payload';

describe('transferPayload', () => {
  it('holds the account, the amount in dong and the order code as reference, one labelled line each', () => {
    expect(
      transferPayload({
        account: { bankCode: 'VCB', accountNumber: '0071000123456', accountName: 'CONG TY BEP NHA' },
        amount: 180000,
        reference: 'OD-7KQM2',
      }).split('\n'),
    ).toEqual([
      'BANK:VCB',
      'ACCOUNT:0071000123456',
      'NAME:CONG TY BEP NHA',
      'AMOUNT:180000',
      'CURRENCY:VND',
      'REFERENCE:OD-7KQM2',
    ]);
  });
});
