import type { Ticket, TicketStatus } from '../../../lib/sample-data';
import { deleteTicket, filterTickets, pageOf, ticketCounts, type TicketFilter } from './ticket-transitions';

const LABELS = { Closed: 'error', Pending: 'warning', Open: 'success' } as const;
const ticket = (Id: number, Status: TicketStatus, ticketTitle: string, AgentName: string, deleted = false): Ticket => ({
  Id,
  Status,
  Label: LABELS[Status],
  ticketTitle,
  AgentName,
  ticketDescription: 'Details',
  thumb: '/avatar.svg',
  Date: '2026-01-01T00:00:00.000Z',
  deleted,
});

const tickets: readonly Ticket[] = [
  ticket(1, 'Open', 'Printer is jammed', 'Lan Pham'),
  ticket(2, 'Pending', 'Refund for order 12', 'Minh Tran'),
  ticket(3, 'Closed', 'Wrong invoice address', 'Lan Pham'),
  ticket(4, 'Open', 'Table booking lost', 'Hoa Le'),
  ticket(5, 'Open', 'Deleted already', 'Hoa Le', true),
];

describe('ticket transitions', () => {
  it('counts the tickets not deleted, in all and per status', () => {
    expect(ticketCounts(tickets)).toEqual({ total_tickets: 4, Open: 2, Pending: 1, Closed: 1 });
  });

  it.each<{ filter: TicketFilter; search: string; shown: number[] }>([
    { filter: 'total_tickets', search: '', shown: [1, 2, 3, 4] },
    { filter: 'Open', search: '', shown: [1, 4] },
    { filter: 'Pending', search: '', shown: [2] },
    { filter: 'Closed', search: '', shown: [3] },
    { filter: 'total_tickets', search: 'lan pham', shown: [1, 3] },
    { filter: 'Open', search: ' PRINTER ', shown: [1] },
    { filter: 'Closed', search: 'printer', shown: [] },
    { filter: 'total_tickets', search: 'deleted', shown: [] },
  ])('filter $filter with search "$search" shows $shown', ({ filter, search, shown }) => {
    expect(filterTickets(tickets, filter, search).map((item) => item.Id)).toEqual(shown);
  });

  it.each([
    { id: 1, left: [2, 3, 4, 5] },
    { id: 4, left: [1, 2, 3, 5] },
    { id: 404, left: [1, 2, 3, 4, 5] },
  ])('deleting ticket $id leaves $left and changes the counters', ({ id, left }) => {
    const result = deleteTicket(tickets, id);
    expect(result.map((item) => item.Id)).toEqual(left);
    expect(ticketCounts(result).total_tickets).toBe(left.filter((kept) => kept !== 5).length);
  });

  it.each([
    { count: 8, page: 1, rows: [1, 2, 3, 4, 5], current: 1 },
    { count: 8, page: 2, rows: [6, 7, 8], current: 2 },
    { count: 5, page: 2, rows: [1, 2, 3, 4, 5], current: 1 },
    { count: 0, page: 3, rows: [], current: 1 },
  ])('page $page of $count rows is page $current with $rows', ({ count, page, rows, current }) => {
    const items = Array.from({ length: count }, (_, index) => index + 1);
    expect(pageOf(items, page)).toEqual({ rows, page: current });
  });
});
