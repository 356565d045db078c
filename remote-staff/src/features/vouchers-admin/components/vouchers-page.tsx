/** The vouchers (`paths.staff.vouchers`, issue 55): filled in by the next commits. */
export function VouchersPage() {
  return null;
}
