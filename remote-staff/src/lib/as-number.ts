/**
 * A number input's text as the number the form's contract checks: empty is "not given" (the contract says whether it
 * is required), anything else is checked as typed (so "1e3" or a stray letter gets the contract's own message).
 */
export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : (value as number | undefined);
