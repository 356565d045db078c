import type { TicketsTexts } from './en';

const fr: TicketsTexts = {
  filters: 'Filtrer les tickets par statut',
  counters: { total_tickets: 'Tous les tickets', Pending: 'En attente', Open: 'Ouverts', Closed: 'Fermés' },
  status: { Pending: 'En attente', Open: 'Ouvert', Closed: 'Fermé' },
  search: 'Rechercher des tickets',
  table: 'Tickets d’assistance',
  columns: { id: 'N°', ticket: 'Ticket', agent: 'Attribué à', status: 'Statut', date: 'Date', actions: 'Actions' },
  delete: 'Supprimer le ticket : {{title}}',
  confirmTitle: 'Supprimer ce ticket ?',
  confirmBody: '« {{title}} » sera retiré pour le reste de la session.',
  deleted: 'Ticket supprimé',
  showing: '{{from}}–{{to}} sur {{total}}',
  pagination: 'Pages des tickets',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageLabel: 'Page {{page}}',
  empty: { title: 'Aucun ticket ici', description: 'Aucun ticket ne correspond à ce statut et à cette recherche.' },
  loadError: 'Les tickets n’ont pas pu être chargés',
};

export default fr;
