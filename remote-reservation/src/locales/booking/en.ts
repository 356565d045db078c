import type { Translated } from '@restaurant/shared';

/**
 * The `reservationBooking` namespace (the booking step after a pick: summary, selection checks, sign-in, contact
 * form, failure, confirmation; the occasions also for the My reservations detail). English is the reference: the
 * other languages must have exactly these keys.
 */
const en = {
  tooFewSeats: 'The tables you picked seat {{seats}}; your party is {{guests}}. Add a table or choose a larger one.',
  notFree: 'Not free at this time: {{codes}}. Pick another table.',
  tooManyTables: 'You can book at most {{count}} tables at once.',
  clear: 'Clear selection',
  details: 'Your details',
  contactName: 'Name',
  contactPhone: 'Phone',
  phoneHint: 'We only call if something changes.',
  note: 'Note for the restaurant',
  notePlaceholder: 'High chair, allergies, a quiet corner…',
  occasion: 'Occasion',
  occasions: {
    none: 'No special occasion',
    birthday: 'Birthday',
    anniversary: 'Anniversary',
    date: 'Date night',
    business: 'Business meal',
    family: 'Family gathering',
    other: 'Other',
  },
  summary: {
    title: 'Summary',
    guests: 'Party',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    floor: 'Floor',
    tables: 'Tables',
    seats: 'Seats',
  },
  timeRange: '{{start}}–{{end}}',
  confirm: 'Confirm reservation',
  submitting: 'Booking…',
  signInToBook: 'Sign in to book',
  signInHint: 'You will come back here with everything you chose.',
  errors: {
    nameRequired: 'Enter the name for the booking.',
    nameInvalid: 'Remove the invisible control or text-direction characters from the name.',
    phoneRequired: 'Enter a phone number.',
    phoneInvalid: 'Enter a valid phone number, e.g. +84 912 345 678.',
    noteTooLong: 'Keep the note under {{count}} characters.',
    noteInvalid: 'Remove the invisible control or text-direction characters from the note.',
    conflict: 'Sorry, a table you picked was just booked by someone else. Availability is updated; please pick again.',
    upcomingLimit: 'You already hold as many upcoming reservations as one diner can.',
    overlapsOwn: 'You already have a reservation at this time.',
  },
  confirmed: {
    title: 'Your table is booked',
    code: 'Reservation code',
    message: 'We look forward to welcoming you on {{date}} at {{time}}.',
    keepCode: 'Keep this code; the restaurant may ask for it.',
    another: 'Book another table',
    viewMine: 'See my reservations',
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type ReservationBookingMessages = Translated<typeof en>;
