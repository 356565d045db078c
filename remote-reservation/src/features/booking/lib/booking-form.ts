import { CreateReservationBody, type ReservationOccasion } from '@restaurant/shared/contracts';
import {
  brokenRules,
  contractResolver,
  maxLengthOf,
  type ContractResolverOptions,
  type FieldSchemas,
} from '@restaurant/shared/forms';

/** The fields of the booking form, and their checks before anything is sent. */
export interface BookingFormValues {
  readonly contactName: string;
  readonly contactPhone: string;
  readonly note: string;
  readonly occasion: Occasion;
}

/** 'none' is the form's "no occasion"; the rest are the API contract's `ReservationOccasion`. */
export const OCCASIONS = [
  'none',
  'birthday',
  'anniversary',
  'date',
  'business',
  'family',
  'other',
] as const satisfies readonly (ReservationOccasion | 'none')[];
export type Occasion = (typeof OCCASIONS)[number];

/**
 * Every rule is the API contract's (`CreateReservationBody`): the name's length and text rule, the phone pattern, the
 * note's length and text rule (line breaks welcome, no control or text-direction override characters). Checked as
 * sent: trimmed, an empty note being no note.
 */
const { contactName, contactPhone, note } = CreateReservationBody.properties;
const FIELDS: FieldSchemas<BookingFormValues> = { contactName, contactPhone, note };
const RULES: ContractResolverOptions<BookingFormValues> = {
  optional: ['note'],
  trim: ['contactName', 'contactPhone', 'note'],
};
export const NAME_MAX_LENGTH = maxLengthOf(contactName);
export const NOTE_MAX_LENGTH = maxLengthOf(note);

/** The booking form's react-hook-form resolver; an error's `type` is the contract rule, `bookingError` names it. */
export const bookingResolver = contractResolver<BookingFormValues>(FIELDS, RULES);

export type BookingField = 'contactName' | 'contactPhone' | 'note';
export type BookingFieldError =
  'nameRequired' | 'nameInvalid' | 'phoneRequired' | 'phoneInvalid' | 'noteTooLong' | 'noteInvalid';
export type BookingFormErrors = Partial<Record<BookingField, BookingFieldError>>;

/** The message (key under `errors` of `reservationBooking`) for the contract rule a field broke. */
export function bookingError(field: BookingField, rule: string): BookingFieldError {
  if (field === 'note') return rule === 'maxLength' ? 'noteTooLong' : 'noteInvalid';
  const prefix = field === 'contactName' ? 'name' : 'phone';
  return rule === 'required' ? `${prefix}Required` : `${prefix}Invalid`;
}

export function validateBooking(values: BookingFormValues): BookingFormErrors {
  const errors: BookingFormErrors = {};
  for (const [field, rule] of Object.entries(brokenRules(FIELDS, values, RULES)) as [BookingField, string][]) {
    errors[field] = bookingError(field, rule);
  }
  return errors;
}
