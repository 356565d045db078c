import type { ReservationOccasion } from '@restaurant/shared/contracts';
import { MULTILINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@restaurant/shared/contracts/text-rules';

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

export const NOTE_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
/** The API contract's phone rule (digits, optional leading +, spaces, dots or dashes). */
const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;
/** The API contract's text rules: no control or text-direction override characters (the note may keep line breaks). */
const NAME_TEXT = new RegExp(SINGLE_LINE_TEXT_PATTERN, 'u');
const NOTE_TEXT = new RegExp(MULTILINE_TEXT_PATTERN, 'u');

export type BookingFieldError =
  'nameRequired' | 'nameInvalid' | 'phoneRequired' | 'phoneInvalid' | 'noteTooLong' | 'noteInvalid';
export type BookingFormErrors = Partial<Record<'contactName' | 'contactPhone' | 'note', BookingFieldError>>;

export function validateBooking(values: BookingFormValues): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const name = values.contactName.trim();
  const phone = values.contactPhone.trim();
  if (!name) errors.contactName = 'nameRequired';
  else if (!NAME_TEXT.test(name)) errors.contactName = 'nameInvalid';
  if (!phone) errors.contactPhone = 'phoneRequired';
  else if (!PHONE.test(phone)) errors.contactPhone = 'phoneInvalid';
  const note = values.note.trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  else if (!NOTE_TEXT.test(note)) errors.note = 'noteInvalid';
  return errors;
}
