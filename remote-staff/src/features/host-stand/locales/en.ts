import type { Translated } from '@restaurant/shared';

/**
 * The `staffHostStand` namespace (the host stand: a day's bookings, their marks, walk-ins). English is the reference:
 * the other languages must have exactly these keys.
 */
const en = {
  title: 'Today’s reservations',
  subtitle: 'The day’s bookings in time order: seat the parties as they arrive, close their tables, record no-shows.',
  day: {
    label: 'Day and search',
    date: 'Date',
    today: 'Today',
    search: 'Search',
    searchHint: 'A booking code or a guest’s name',
    otherDay: 'Bookings are marked on their own day only: open today to seat parties or record a no-show.',
  },
  list: {
    label: 'Bookings',
    loading: 'Loading the day’s bookings…',
    count_one: '{{count}} booking on {{date}}',
    count_other: '{{count}} bookings on {{date}}',
    empty: 'No booking on {{date}}.',
    noMatch: 'No booking on {{date}} matches “{{q}}”.',
  },
  booking: {
    time: '{{start}}–{{end}}',
    walkInGuest: 'Walk-in guest',
    code: 'Code',
    party: 'Party',
    guests_one: '{{count}} guest',
    guests_other: '{{count}} guests',
    tables: 'Tables',
    tablesOn: '{{tables}} ({{floor}})',
    contact: 'Contact',
    occasion: 'Occasion',
    note: 'Note',
    markedBy: 'Marked by',
    walkIn: 'Walk-in',
  },
  statuses: {
    CONFIRMED: 'Booked',
    SEATED: 'Seated',
    COMPLETED: 'Completed',
    NO_SHOW: 'No-show',
    CANCELLED: 'Cancelled',
  },
  occasions: {
    birthday: 'Birthday',
    anniversary: 'Anniversary',
    business: 'Business',
    date: 'Date night',
    family: 'Family',
    other: 'Other',
  },
  marks: {
    actions: 'Marks for {{code}}',
    seated: 'Mark seated',
    seatedOf: 'Mark seated: {{code}}, {{name}}',
    completed: 'Mark completed',
    completedOf: 'Mark completed: {{code}}, {{name}}',
    noShow: 'Mark no-show',
    noShowTitle: 'Record a no-show?',
    noShowBody:
      'Booking {{code}} ({{name}}, {{time}}) will be recorded as a no-show and its tables freed for walk-ins. This cannot be undone.',
    noShowConfirm: 'Yes, record the no-show',
    keep: 'Keep the booking',
    saving: 'Saving…',
    done: {
      seated: '{{code}} is seated.',
      completed: '{{code}} is completed: its tables are free.',
      'no-show': '{{code}} is recorded as a no-show: its tables are free.',
    },
  },
  walkIn: {
    title: 'Seat a walk-in',
    hint: 'A party without a booking, at a free table from now.',
    partySize: 'Party size',
    table: 'Table',
    chooseTable: 'Choose a table',
    tableOption_one: '{{code}} · {{count}} seat',
    tableOption_other: '{{code}} · {{count}} seats',
    name: 'Name (optional)',
    submit: 'Seat the party',
    saving: 'Seating…',
    seated: 'Walk-in {{code}} is seated at {{tables}}.',
    tablesLoading: 'Loading the tables…',
    errors: {
      partySizeRequired: 'Enter how many guests there are.',
      partySizeInvalid: 'Enter a whole number of guests, from {{min}} to {{max}}.',
      tableRequired: 'Choose a table.',
      tableTooSmall_one: 'This table seats {{count}} guest: choose a larger one.',
      tableTooSmall_other: 'This table seats {{count}} guests: choose a larger one.',
      nameInvalid: 'Use at most {{max}} characters, on one line.',
    },
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type HostStandTexts = Translated<typeof en>;
