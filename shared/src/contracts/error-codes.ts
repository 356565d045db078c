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

/**
 * Codes of a refused `POST /orders` (and cancel / staff advance). A voucher that does not apply answers 409 with
 * `VOUCHER_<reason>`, the reason being the same word `POST /vouchers/preview` gives (`voucherRejected.USED_UP`).
 */
export const ORDER_ERROR = {
  /** 400: nothing in the server cart to order. */
  emptyCart: 'CART_EMPTY',
  /** 400: pickupAt is not an open pickup slot (past, too soon, off the grid, outside hours). */
  pickupSlotUnavailable: 'PICKUP_SLOT_UNAVAILABLE',
  /** 400: PICKUP without pickupAt, DINE_IN without reservationId, or both given. */
  orderTypeMismatch: 'ORDER_TYPE_MISMATCH',
  /** 409: the reservation is not one of the diner's confirmed upcoming ones. */
  reservationNotUsable: 'RESERVATION_NOT_USABLE',
  /** 409: cancel of an order past PLACED, or staff advance of a finished one. */
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  notAdvanceable: 'ORDER_NOT_ADVANCEABLE',
  /** 409: a staff advance from a status the order has left (another tablet, or a retry, moved it first). */
  movedOn: 'ORDER_MOVED_ON',
  /** 428: a staff advance that does not say which status it moves the order on from (`from` or `If-Match`). */
  statusRequired: 'ORDER_STATUS_REQUIRED',
  /** 409: a dish or combo in the cart was withdrawn from the menu since it was added. */
  itemUnavailable: 'CART_ITEM_UNAVAILABLE',
  /** 422: an Idempotency-Key this diner already used for an order with another body. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 403: a staff-only route called by a diner. */
  staffOnly: 'STAFF_ONLY',
} as const;

/** Codes of the staff routes (host stand, sold-out) and of what a sold-out dish refuses. */
export const STAFF_ERROR = {
  /** 409: adding to the cart or ordering a dish or combo the kitchen marked sold out for today. */
  soldOut: 'SOLD_OUT',
  /** 409: a booking is marked (seated, completed, no-show) only on its own day. */
  reservationNotToday: 'RESERVATION_NOT_TODAY',
  /** 409: a completed, no-show or cancelled booking cannot be marked again. */
  reservationFinished: 'RESERVATION_FINISHED',
  /** 409: the party is at the table: it can only be completed. */
  reservationAlreadySeated: 'RESERVATION_ALREADY_SEATED',
  /** 409: no-show before the booking's start plus the grace period. */
  noShowTooEarly: 'NO_SHOW_TOO_EARLY',
  /** 409: completed for a party neither seated nor past its booking's start. */
  reservationNotStarted: 'RESERVATION_NOT_STARTED',
  /** 409: a walk-in party larger than the table seats. */
  tableTooSmall: 'TABLE_TOO_SMALL',
  /** 409: a walk-in while the restaurant is closed. */
  closedNow: 'CLOSED_NOW',
} as const;

/** 409 codes of a voucher that does not apply to an order, one per `VoucherRejection` reason. */
export const VOUCHER_REJECTED = {
  NOT_FOUND: 'VOUCHER_NOT_FOUND',
  NOT_ACTIVE: 'VOUCHER_NOT_ACTIVE',
  EXPIRED: 'VOUCHER_EXPIRED',
  MIN_ORDER_NOT_MET: 'VOUCHER_MIN_ORDER_NOT_MET',
  USED_UP: 'VOUCHER_USED_UP',
  ALREADY_USED_BY_YOU: 'VOUCHER_ALREADY_USED_BY_YOU',
  EMPTY_CART: 'CART_EMPTY',
} as const;

/** Codes of the manager's back office (`/api/manage/…`). */
export const MANAGE_ERROR = {
  /** 403: a manager's route called by a diner or a staff member. */
  managerOnly: 'MANAGER_ONLY',
  /** 412: `If-Match` names a version another manager has since changed: reload, then edit again. */
  editConflict: 'EDIT_CONFLICT',
  /** 415: the upload is not a JPEG, PNG, WebP or HEIC photo, or cannot be decoded. */
  notAnImage: 'NOT_AN_IMAGE',
  /** 413: the upload is over the size limit (15 MB). */
  photoTooLarge: 'PHOTO_TOO_LARGE',
  /** 422: the image declares more pixels than the decoder will open (a pixel bomb). */
  photoTooManyPixels: 'PHOTO_TOO_MANY_PIXELS',
  /** 409: a voucher code another voucher already has. */
  voucherCodeTaken: 'VOUCHER_CODE_TAKEN',
  /** 400: a voucher whose end is not after its start, or a percent over 100. */
  voucherInvalid: 'VOUCHER_INVALID',
  /** 400: a combo naming a dish that does not exist, or a dish naming a category that does not exist. */
  unknownReference: 'UNKNOWN_REFERENCE',
} as const;
