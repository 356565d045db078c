import type { Translated } from '@restaurant/shared';
const en = {
  filters: 'Filter tickets by status',
  counters: { total_tickets: 'Total tickets', Pending: 'Pending', Open: 'Open', Closed: 'Closed' },
  status: { Pending: 'Pending', Open: 'Open', Closed: 'Closed' },
  search: 'Search tickets',
  table: 'Support tickets',
  columns: { id: 'Id', ticket: 'Ticket', agent: 'Assigned to', status: 'Status', date: 'Date', actions: 'Actions' },
  delete: 'Delete ticket: {{title}}',
  confirmTitle: 'Delete this ticket?',
  confirmBody: '“{{title}}” will be removed for the rest of this session.',
  deleted: 'Ticket deleted',
  showing: '{{from}}–{{to}} of {{total}}',
  pagination: 'Ticket pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageLabel: 'Page {{page}}',
  empty: { title: 'No tickets here', description: 'No ticket matches this status and search.' },
  loadError: 'The tickets could not be loaded',
};

export type TicketsTexts = Translated<typeof en>;
export default en;
