import type { Translated } from '@restaurant/shared';
const en = {
  title: 'Orders board',
  description: 'Every active order, oldest first in each column. New orders appear as they are placed.',
  loading: 'Loading the orders…',
  columns: { PLACED: 'Placed', PREPARING: 'Preparing', READY: 'Ready' },
  count_zero: 'no orders',
  count_one: '{{count}} order',
  count_other: '{{count}} orders',
  empty: {
    PLACED: 'No new orders.',
    PREPARING: 'Nothing is being prepared.',
    READY: 'Nothing is waiting to be handed over.',
  },
  card: {
    age_zero: 'Placed just now',
    age_one: 'Placed {{count}} minute ago',
    age_other: 'Placed {{count}} minutes ago',
    pickup: 'Pickup at {{time}}',
    dineIn: 'Dine-in at table {{tables}}, booking {{code}} at {{time}}',
    guests_one: '{{count}} guest',
    guests_other: '{{count}} guests',
    lines: 'Dishes',
    line: '{{quantity}} × {{name}}',
    note: 'Note:',
    new: 'New',
    advancedBy: 'Last moved on by {{name}}',
  },
  advance: { PLACED: 'Start preparing', PREPARING: 'Mark ready', READY: 'Hand over' },
  advanceLabel: '{{action}}: order {{code}}',
  advanceFailed: 'The order could not be moved on: {{message}}',
  advanceMovedOn:
    'Order {{code}} had already been moved on from another screen: nothing was changed. The board now shows where it is.',
  advanced: {
    PREPARING: 'Order {{code}} is being prepared.',
    READY: 'Order {{code}} is ready.',
    COMPLETED: 'Order {{code}} was handed over and left the board.',
  },
  arrived_one: 'New order: {{codes}}.',
  arrived_other: '{{count}} new orders: {{codes}}.',
  live: {
    on: 'Live',
    off: 'Reconnecting; checking for orders every {{seconds}} seconds',
  },
  more: 'Showing the {{shown}} oldest of {{total}} active orders.',
};

export type OrdersBoardTexts = Translated<typeof en>;
export default en;
