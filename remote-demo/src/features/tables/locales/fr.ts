import type { TablesTexts } from './en';

const fr: TablesTexts = {
  columns: {
    id: 'Commande',
    customer: 'Client',
    product: 'Produit',
    status: 'Statut',
    amount: 'Montant',
    date: 'Date',
    quantity: 'Quantité',
  },
  status: { delivered: 'Livrée', pending: 'En attente', shipped: 'Expédiée', cancelled: 'Annulée' },
  orderNumber: 'n° {{id}}',
  basic: {
    description:
      'Des tableaux clairs pour toutes vos listes, aux couleurs de votre marque : simples, rayés, avec photos et badges de statut.',
    simple: 'Tableau simple',
    simpleCaption: 'Les cinq dernières commandes',
    striped: 'Tableau rayé avec bordures de colonnes',
    avatars: 'Clients avec avatar et statut',
    small: 'Petit tableau interactif',
  },
  enhanced: {
    description:
      'Triez n’importe quelle colonne, sélectionnez des lignes pour les supprimer ensemble, parcourez les commandes et passez en affichage compact.',
    title: 'Commandes',
    selectAll: 'Sélectionner toutes les lignes de la page',
    selectRow: 'Sélectionner la commande {{id}}',
    selected: 'Sélectionnées : {{count}}',
    deleteSelected: 'Supprimer la sélection',
    deleted: 'Commandes supprimées : {{count}}',
    dense: 'Lignes compactes',
    sortBy: 'Trier par {{column}}',
    empty: 'Plus aucune commande',
    reset: 'Restaurer les commandes',
  },
  paging: {
    rowsPerPage: 'Lignes par page',
    all: 'Toutes',
    range: '{{from}}–{{to}} sur {{total}}',
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
    navigation: 'Pages de {{table}}',
  },
  pagination: {
    description:
      'Parcourez 42 commandes : première, précédente, suivante et dernière page, avec 5, 10, 25 ou toutes les lignes.',
    title: 'Commandes paginées',
  },
  fixedHeader: {
    description: 'Les titres des colonnes restent visibles pendant que vous parcourez les commandes.',
    title: 'Commandes avec en-tête fixe',
    region: 'Commandes, zone défilante',
  },
  collapsible: {
    description: 'Chaque commande se déplie pour montrer son historique d’achats.',
    title: 'Commandes avec historique',
    history: 'Historique',
    historyOf: 'Historique d’achats de la commande {{id}}',
    expand: 'Afficher l’historique de la commande {{id}}',
    collapse: 'Masquer l’historique de la commande {{id}}',
  },
  search: {
    description: 'Les lignes sont filtrées pendant la saisie, par client, produit ou statut.',
    title: 'Rechercher des commandes',
    label: 'Rechercher des commandes',
    placeholder: 'Client, produit ou statut',
    results: 'Commandes trouvées : {{count}}',
    noResults: 'Aucune commande ne correspond à « {{query}} »',
  },
};

export default fr;
