import type { ReservationOccasion } from '@restaurant/shared/contracts';

/** The fields of the booking form, and their checks before anything is sent. */
export interface BookingFormValues {
  readonly contactName: string;
  readonly contactPhone: string;
  readonly note: string;
  readonly occasion: Occasion;
}

/** 'none' is the form's "no occasion"; the rest are the API contract's `ReservationOccasion`. */
export const OCCASIONS = ['none', 'birthday', 'anniversary', 'date', 'business', 'family', 'other'] as const satisfies readonly (
  | ReservationOccasion
  | 'none'
)[];
export type Occasion = (typeof OCCASIONS)[number];

export const NOTE_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
/** The API contract's phone rule (digits, optional leading +, spaces, dots or dashes). */
const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;

export type BookingFieldError = 'nameRequired' | 'phoneRequired' | 'phoneInvalid' | 'noteTooLong';
export type BookingFormErrors = Partial<Record<'contactName' | 'contactPhone' | 'note', BookingFieldError>>;

export function validateBooking(values: BookingFormValues): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const name = values.contactName.trim();
  const phone = values.contactPhone.trim();
  if (!name) errors.contactName = 'nameRequired';
  if (!phone) errors.contactPhone = 'phoneRequired';
  else if (!PHONE.test(phone)) errors.contactPhone = 'phoneInvalid';
  if (values.note.trim().length > NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  return errors;
}
