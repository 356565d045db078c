import type { ProductListTexts } from './en';

const fr: ProductListTexts = {
  caption: 'Produits d’exemple',
  search: { label: 'Rechercher des produits', placeholder: 'Titre ou catégorie' },
  selectedCount: 'Sélectionnés : {{count}}',
  deleteSelected: 'Supprimer la sélection',
  columns: { title: 'Produit', category: 'Catégorie', created: 'Date', stock: 'Statut', price: 'Prix' },
  selectAll: 'Sélectionner tous les produits',
  selectRow: 'Sélectionner {{title}}',
  stock: { in: 'En stock', out: 'En rupture' },
  rowsPerPage: 'Lignes par page',
  dense: 'Lignes compactes',
  range: '{{from}}–{{to}} sur {{total}}',
  pagination: {
    label: 'Pages de produits',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}} sur {{total}}',
  },
  dialog: {
    title: 'Supprimer les produits sélectionnés ?',
    description: 'Produits à supprimer : {{count}}. Ils quittent la liste pour le reste de la session.',
    cancel: 'Annuler',
    confirm: 'Supprimer',
  },
  deleted: 'Produits supprimés : {{count}}',
  empty: { title: 'Aucun produit trouvé', description: 'Essayez une autre recherche.' },
  error: 'Les produits n’ont pas pu être chargés',
  categories: { books: 'Livres', fashion: 'Mode', electronics: 'Électronique', toys: 'Jouets' },
};

export default fr;
