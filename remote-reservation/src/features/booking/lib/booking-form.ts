import { CreateReservationBody, type ReservationOccasion } from '@restaurant/shared/contracts';
import { firstBrokenRule, maxLengthOf } from '@restaurant/shared/forms';

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
 * note's length and text rule (line breaks welcome, no control or text-direction override characters).
 */
const { contactName, contactPhone, note: noteSchema } = CreateReservationBody.properties;
export const NAME_MAX_LENGTH = maxLengthOf(contactName);
export const NOTE_MAX_LENGTH = maxLengthOf(noteSchema);

export type BookingFieldError =
  'nameRequired' | 'nameInvalid' | 'phoneRequired' | 'phoneInvalid' | 'noteTooLong' | 'noteInvalid';
export type BookingFormErrors = Partial<Record<'contactName' | 'contactPhone' | 'note', BookingFieldError>>;

export function validateBooking(values: BookingFormValues): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const nameRule = firstBrokenRule(contactName, values.contactName.trim());
  if (nameRule) errors.contactName = nameRule === 'required' ? 'nameRequired' : 'nameInvalid';
  const phoneRule = firstBrokenRule(contactPhone, values.contactPhone.trim());
  if (phoneRule) errors.contactPhone = phoneRule === 'required' ? 'phoneRequired' : 'phoneInvalid';
  const note = values.note.trim();
  // the note is optional: empty is no note, not a missing one
  const noteRule = note === '' ? null : firstBrokenRule(noteSchema, note);
  if (noteRule) errors.note = noteRule === 'maxLength' ? 'noteTooLong' : 'noteInvalid';
  return errors;
}
