// Error codes a front end branches on, next to the schemas the API answers with. Plain constants, no schema
// library: the front ends import them through `@restaurant/shared` without pulling typebox into their bundles.

/** The 409 codes of a refused booking: someone else's booking holds a table, or the diner's own caps say no. */
export const RESERVATION_CONFLICT = {
  slotTaken: 'SLOT_TAKEN',
  upcomingLimit: 'RESERVATION_LIMIT',
  overlapsOwn: 'RESERVATION_OVERLAP',
} as const;

/** 403 code of what only a diner with a confirmed e-mail address may do (posting a review). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
