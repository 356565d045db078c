import type { Translated } from '@restaurant/shared';

/**
 * The `staffReports` namespace (the manager's reports). English is the reference: the other languages must have
 * exactly these keys.
 */
const en = {
  title: 'Reports',
  subtitle:
    'Figures from the restaurant’s completed orders, bookings and reviews, by the restaurant’s calendar (Hồ Chí Minh City).',
  range: {
    legend: 'Dates of the reports',
    from: 'From',
    to: 'To',
    by: 'Group revenue and ratings by',
    day: 'Day',
    week: 'Week',
    month: 'Month',
    apply: 'Show',
    hint: 'Both days included; at most three years.',
    showing: 'Showing {{from}} to {{to}}',
    errors: {
      required: 'Choose a date.',
      format: 'Enter a date of the calendar.',
      endBeforeStart: 'The end must be on or after the start.',
      tooLong: 'A report covers at most three years.',
    },
  },
  loading: 'Loading the report…',
  empty: 'Nothing in these dates.',
  showTable: 'The figures as a table',
  downloadCsv: 'Download CSV',
  downloadCsvOf: 'Download CSV of {{report}}',
  downloaded: '{{report}} downloaded.',
  period: '{{from}} – {{to}}',
  /** a figure there is nothing to compute from (no booking, no review) */
  none: '—',
  revenue: {
    title: 'Revenue',
    description: 'Completed orders, with the previous period of the same length beside them.',
    columns: {
      period: 'Period',
      orders: 'Orders',
      revenue: 'Revenue',
      previousOrders: 'Orders before',
      previousRevenue: 'Revenue before',
    },
    current: 'This period',
    previousSeries: 'Previous period',
    total: 'Total',
  },
  hours: {
    title: 'Orders by hour of day',
    description: 'When completed orders were placed.',
    columns: { hour: 'Hour', orders: 'Orders', revenue: 'Revenue' },
    series: 'Orders',
  },
  covers: {
    title: 'Covers per service',
    description:
      'Confirmed bookings by the service of the opening hours they start in (Hours and rules). No-shows as the host stand marked them.',
    columns: {
      service: 'Service',
      bookings: 'Bookings',
      covers: 'Covers',
      noShows: 'No-shows',
      noShowRate: 'No-show rate',
    },
    service: '{{opens}} – {{closes}}',
    outsideHours: 'Outside the hours',
    coversSeries: 'Covers',
    noShowSeries: 'No-show covers',
  },
  topItems: {
    title: 'Top dishes and combos',
    description: 'Most ordered in completed orders.',
    columns: { item: 'Dish or combo', kind: 'Kind', quantity: 'Quantity', revenue: 'Revenue' },
    food: 'Dish',
    combo: 'Combo',
    series: 'Quantity',
  },
  vouchers: {
    title: 'Vouchers',
    description: 'Completed orders that used a voucher, and the discount they were given.',
    columns: { code: 'Code', uses: 'Uses', discount: 'Discount given', revenue: 'Paid' },
    series: 'Discount given',
  },
  ratings: {
    title: 'Average rating',
    description: 'Reviews by the day they were given, and their average out of 5.',
    columns: { period: 'Period', reviews: 'Reviews', average: 'Average' },
    series: 'Average rating',
  },
};

export type ReportsTranslations = Translated<typeof en>;
export default en;
