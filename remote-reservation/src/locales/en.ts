import type { Translated } from '@restaurant/shared';

/** The `reservation` namespace. English is the reference: the other languages must have exactly these keys. */
const en = {
  page: {
    title: 'Reserve a table',
    description: 'Choose your party, day and time, then pick your table on the floor plan.',
    breadcrumb: 'Reservation',
    tabs: {
      label: 'Reservation sections',
      book: 'Book a table',
      mine: 'My reservations',
    },
  },
  choice: {
    label: 'Your reservation',
    guests: 'Party size',
    guestsOption_one: '{{count}} guest',
    guestsOption_other: '{{count}} guests',
    date: 'Date',
    today: 'Today, {{date}}',
    tomorrow: 'Tomorrow, {{date}}',
    closedDay: '{{date}} (closed)',
    time: 'Time',
    noTimes: 'No time left on this day',
    noTimesHint: 'Every start on this day has passed. Choose another day.',
    duration: 'Duration',
    minutes: '{{count}} min',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    openingHours: 'Open {{open}}–{{close}}; tables are booked by the quarter hour.',
  },
  floors: {
    label: 'Floors',
    loading: 'Loading the floors…',
    empty: 'No floor is open for booking yet.',
  },
  plan: {
    label: 'Floor plan of {{floor}}',
    loading: 'Loading the floor plan…',
    // `shown` is the text drawn on the table ("A07 4/4"): the name must contain it.
    table_one: '{{shown}} — {{count}} seat, {{status}}',
    table_other: '{{shown}} — {{count}} seats, {{status}}',
    status: {
      free: 'free',
      taken: 'taken',
      'too-small': 'too small for your party',
      unknown: 'checking availability',
      soon: 'booked soon',
      seated: 'seated',
    },
    seatsShort: '{{count}}',
    freeSeatsShort: '{{free}}/{{total}}',
    keyboardHint:
      'Each table is a button. Use the arrow keys to move between tables, Home and End for the first and last, and Enter or Space to pick or drop a table.',
    pickHint: 'Pick one table, or several side by side for a larger party.',
    noTables: 'This floor has no tables.',
    updating: 'Updating availability…',
    availabilityError: 'Availability could not be loaded; tables are shown without it.',
    retry: 'Try again',
    freeSummary_one: '{{count}} table free for your party',
    freeSummary_other: '{{count}} tables free for your party',
  },
  legend: {
    title: 'Legend',
    free: 'Free',
    taken: 'Taken',
    'too-small': 'Too small for your party',
    selected: 'Your pick',
    freeSeats: 'free seats / seats',
  },
  suggestions: {
    title: 'Suggested seating',
    description: 'The best fits for a party of {{count}}, across every floor.',
    loading: 'Finding tables…',
    empty: 'No table fits a party of {{count}} at this time. Try another time, a shorter stay or another day.',
    tables_one: 'Table {{codes}}',
    tables_other: 'Tables {{codes}}',
    seats_one: '{{count}} seat',
    seats_other: '{{count}} seats',
    spare_one: '{{count}} spare seat',
    spare_other: '{{count}} spare seats',
    exact: 'Exact fit',
    combined: 'Tables pushed together',
    choose: 'Choose',
    chosen: 'Chosen',
    chooseLabel: 'Choose {{tables}} on {{floor}}',
  },
  booking: {
    selection: 'Your table',
    nothingPicked: 'Pick a table on the plan or choose a suggestion to continue.',
  },
  // Issue 32 point 5: the staff's live floor (/staff/floor).
  liveFloor: {
    title: 'Live floor',
    description: 'Every table right now: free, booked within the hour, or seated. It changes as bookings do.',
    loading: 'Loading today’s bookings…',
    live: {
      on: 'Live',
      off: 'Reconnecting: read again every {{seconds}} s',
    },
    state: {
      free: 'free',
      soon: 'booked soon, at {{time}}, party size {{size}}',
      seated: 'seated, party size {{size}}, booked for {{time}}',
    },
    // A seated table shows its party against its seats.
    changed: '{{code}} is now {{status}}',
    seatedShort: '{{party}}/{{seats}}',
    legend: {
      title: 'Legend',
      free: 'Free: {{count}}',
      soon: 'Booked within the hour (time due): {{count}}',
      seated: 'Seated (party / seats): {{count}}',
    },
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type ReservationMessages = Translated<typeof en>;
