/** The fields of the booking form, and their checks before anything is sent. */
export interface BookingFormValues {
  readonly contactName: string;
  readonly contactPhone: string;
  readonly note: string;
  readonly occasion: Occasion;
}

export const OCCASIONS = ['none', 'birthday', 'anniversary', 'date', 'business', 'family', 'celebration'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const NOTE_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
/** The API contract's phone rule (digits, optional leading +, spaces, dots or dashes). */
const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;

export type BookingFieldError = 'nameRequired' | 'phoneRequired' | 'phoneInvalid' | 'noteTooLong';
export type BookingFormErrors = Partial<Record<'contactName' | 'contactPhone' | 'note', BookingFieldError>>;

/**
 * The API has no occasion field yet, so the occasion reaches the restaurant at the head of the note
 * ("Birthday — window seat please").
 */
export function noteWithOccasion(note: string, occasionLabel: string | null): string {
  const trimmed = note.trim();
  if (!occasionLabel) return trimmed;
  return trimmed ? `${occasionLabel} — ${trimmed}` : occasionLabel;
}

export function validateBooking(values: BookingFormValues, fullNote: string): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const name = values.contactName.trim();
  const phone = values.contactPhone.trim();
  if (!name) errors.contactName = 'nameRequired';
  if (!phone) errors.contactPhone = 'phoneRequired';
  else if (!PHONE.test(phone)) errors.contactPhone = 'phoneInvalid';
  if (fullNote.length > NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  return errors;
}
