import type { TicketLabel } from '../../../lib/sample-data';
import type { TicketFilter } from './ticket-transitions';

/** The palette of each status label of spec section 3 (Closed error, Pending warning, Open success). */
export const LABEL_PALETTE: Record<TicketLabel, string> = { error: 'red', warning: 'orange', success: 'green' };

/** The counters take their status's colour; "total" follows the colour theme. */
export const FILTER_PALETTE: Record<TicketFilter, string | undefined> = {
  total_tickets: undefined,
  Pending: LABEL_PALETTE.warning,
  Open: LABEL_PALETTE.success,
  Closed: LABEL_PALETTE.error,
};
