import type { Translated } from '@restaurant/shared';

/**
 * The `staffSettings` namespace (the manager's opening hours and booking rules). English is the reference: the other
 * languages must have exactly these keys.
 */
const en = {
  title: 'Hours and booking rules',
  subtitle:
    'When the restaurant is open, the dates it closes, and how diners book. A change never cancels a booking already made.',
  loading: 'Loading the hours and rules…',
  history: {
    rules: 'History of the hours and rules',
    closures: 'History of the closures',
  },
  weekly: {
    heading: 'Weekly hours',
    hint: 'A booking fits inside one service (lunch or dinner). A day without services is closed.',
    closed: 'Closed',
    service: 'Service {{n}}',
    opens: '{{day}}, service {{n}}: opens',
    closes: '{{day}}, service {{n}}: closes',
    addService: 'Add service ({{day}})',
    addServiceButton: 'Add service',
    removeService: 'Remove service {{n}} on {{day}}',
    closeDay: 'Close all day ({{day}})',
    closeDayButton: 'Close all day',
  },
  days: {
    '0': 'Sunday',
    '1': 'Monday',
    '2': 'Tuesday',
    '3': 'Wednesday',
    '4': 'Thursday',
    '5': 'Friday',
    '6': 'Saturday',
  },
  rules: {
    heading: 'Booking rules',
    slotMinutes: 'Slot length (minutes)',
    bookingLeadMinutes: 'Book at least this many minutes ahead',
    bookingWindowDays: 'Book up to this many days ahead',
    maxPartySize: 'Largest party bookable online',
    pickupLeadMinutes: 'Pick-up orders at least this many minutes ahead',
    durationsHeading: 'Default booking length by party size',
    fromGuests: 'From (guests), row {{n}}',
    minutes: 'Minutes, row {{n}}',
    addBand: 'Add a party size',
    removeBand: 'Remove row {{n}}',
  },
  contact: {
    heading: 'Address and telephone',
    hint: 'Shown on the homepage and given to search engines, so diners find the restaurant and can call it.',
    streetAddress: 'Street address',
    addressLocality: 'City',
    postalCode: 'Postal code',
    addressCountry: 'Country',
    addressCountryHint: 'Two-letter code, e.g. VN for Vietnam.',
    telephone: 'Telephone',
    telephoneHint: 'International form: +84 24 3825 1234.',
  },
  save: 'Save hours and rules',
  saving: 'Saving…',
  saved: 'Hours and rules saved.',
  conflict: 'Another manager changed the hours or rules since you opened this page. Reload to see their version.',
  reload: 'Reload',
  closures: {
    heading: 'Closures and special hours',
    hint: 'Leave the hours empty to close all day, or give the hours the restaurant keeps that date.',
    empty: 'No closure or special hours from today on.',
    caption: 'Dates from today on',
    date: 'Date',
    hours: 'Hours',
    actions: 'Actions',
    closedAllDay: 'Closed all day',
    opens: 'Special hours: opens',
    closes: 'Special hours: closes',
    add: 'Add closure',
    remove: 'Reopen {{date}}',
    removeButton: 'Reopen',
    added: 'Closure for {{date}} saved.',
    removed: '{{date}} reopened on its weekly hours.',
    dateRequired: 'Pick a date.',
  },
  affected: {
    title: 'Bookings outside the new hours',
    intro:
      'These confirmed bookings would fall outside the new hours. They are kept either way: contact the guests if needed.',
    code: 'Booking',
    when: 'When',
    party: 'Guests',
    whenValue: '{{date}} at {{time}}',
    confirm: 'Save anyway',
    cancel: 'Keep editing',
  },
  errors: {
    required: 'Fill this in.',
    range: 'This value is out of range.',
    endBeforeStart: 'A service must close after it opens.',
    overlap: 'This service overlaps another one that day.',
    notSlotMultiple: 'Use a whole number of slots.',
    bandOrder: 'Start at 1 guest, then go up in party size.',
    telephone: 'Write the number in international form: +, the country code, then the number (+84 24 3825 1234).',
    postalCode: 'Use 2 to 10 letters or digits.',
    country: 'Use the two-letter country code (VN).',
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type SettingsTexts = Translated<typeof en>;
