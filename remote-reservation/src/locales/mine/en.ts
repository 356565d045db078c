import type { Translated } from '@restaurant/shared';

/**
 * The `reservationMine` namespace (the "My reservations" tab: list, detail, cancel dialog). English is the reference:
 * the other languages must have exactly these keys.
 */
const en = {
  title: 'My reservations',
  signedOut: 'Sign in to see and manage your reservations.',
  signIn: 'Sign in',
  loading: 'Loading your reservations…',
  upcoming: 'Upcoming',
  past: 'Past and cancelled',
  emptyUpcoming: 'No upcoming reservation. Book a table to see it here.',
  emptyPast: 'No past reservation yet.',
  showMore: 'Show more',
  code: 'Code',
  floor: 'Floor',
  tables: 'Tables',
  time: 'Time',
  guests: 'Guests',
  status: 'Status',
  contact: 'Contact',
  note: 'Note',
  bookedAt: 'Booked on',
  cancelledAt: 'Cancelled on',
  statuses: {
    CONFIRMED: 'Confirmed',
    CANCELLED: 'Cancelled',
    COMPLETED: 'Completed',
  },
  guestsCount_one: '{{count}} guest',
  guestsCount_other: '{{count}} guests',
  details: 'Details',
  detailsOf: 'Details of reservation {{code}}',
  back: 'Back to my reservations',
  detailTitle: 'Reservation {{code}}',
  cancel: 'Cancel reservation',
  cancelTitle: 'Cancel this reservation?',
  cancelBody: 'Reservation {{code}} on {{date}} at {{time}} will be cancelled and the table released.',
  cancelConfirm: 'Yes, cancel it',
  keep: 'Keep it',
  cancelling: 'Cancelling…',
  cancelled: 'Reservation {{code}} is cancelled.',
  cancelRule_one: 'Reservations can be cancelled up to {{count}} hour before they start.',
  cancelRule_other: 'Reservations can be cancelled up to {{count}} hours before they start.',
  notCancellable: 'This reservation can no longer be cancelled here. Please call the restaurant.',
};

export default en;

/** The shape every other language must fill, key for key. */
export type ReservationMineMessages = Translated<typeof en>;
