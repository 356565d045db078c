import { ticketsQueryOptions, useUpdateSampleData, type Ticket } from '../../../lib/sample-data';
import { deleteTicket } from '../lib/ticket-transitions';

/** The tickets' session transition: delete edits the cached list every page of the session reads. */
export function useTicketActions() {
  const update = useUpdateSampleData();
  return {
    remove: (id: number) => update<Ticket[]>(ticketsQueryOptions(), (tickets) => deleteTicket(tickets, id)),
  };
}
