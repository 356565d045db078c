import { TICKET_STATUSES, type Ticket, type TicketStatus } from '../../../lib/sample-data';

/** The counters' filters: all tickets (the default, spec section 3) or one status. */
export type TicketFilter = 'total_tickets' | TicketStatus;
export const TICKET_FILTERS: readonly TicketFilter[] = ['total_tickets', ...TICKET_STATUSES];
export const DEFAULT_TICKET_FILTER: TicketFilter = 'total_tickets';
export const TICKETS_PER_PAGE = 5;

const live = (tickets: readonly Ticket[]) => tickets.filter((ticket) => !ticket.deleted);

/** What each counter shows: the tickets not deleted, in all and per status. */
export function ticketCounts(tickets: readonly Ticket[]): Record<TicketFilter, number> {
  const counts: Record<TicketFilter, number> = { total_tickets: 0, Closed: 0, Pending: 0, Open: 0 };
  for (const ticket of live(tickets)) {
    counts.total_tickets += 1;
    counts[ticket.Status] += 1;
  }
  return counts;
}

/** The tickets of a filter whose title or agent contains the search (case and surrounding spaces ignored). */
export function filterTickets(tickets: readonly Ticket[], filter: TicketFilter, search: string): Ticket[] {
  const needle = search.trim().toLocaleLowerCase();
  return live(tickets).filter(
    (ticket) =>
      (filter === 'total_tickets' || ticket.Status === filter) &&
      (ticket.ticketTitle.toLocaleLowerCase().includes(needle) ||
        ticket.AgentName.toLocaleLowerCase().includes(needle)),
  );
}

/** Deleting a ticket removes it from the session's list (section 4 gives tickets no flag transition). */
export function deleteTicket(tickets: readonly Ticket[], id: number): Ticket[] {
  return tickets.filter((ticket) => ticket.Id !== id);
}

/** One page (from 1) of a list; a page past the end is the last page, so deleting its last row never strands it. */
export function pageOf<T>(items: readonly T[], page: number, size = TICKETS_PER_PAGE): { rows: T[]; page: number } {
  const last = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), last);
  return { rows: items.slice((current - 1) * size, current * size), page: current };
}
