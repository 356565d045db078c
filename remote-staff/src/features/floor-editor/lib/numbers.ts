/** An input's text as the number the contract checks: empty is "not given", anything else is checked as typed. */
export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : (value as number | undefined);
