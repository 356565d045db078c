import type { DemoTexts } from './en';

const fr: DemoTexts = {
  dashboards: {
    section: 'Tableaux de bord',
    pages: {
      ecommerce: 'Tableau de bord e-commerce',
    },
  },
  apps: {
    section: 'Applications',
    pages: {
      contacts: 'Contacts',
      'blog-posts': 'Articles',
      'blog-detail': 'Détail de l’article',
      chats: 'Discussions',
      email: 'E-mail',
      notes: 'Notes',
      tickets: 'Tickets',
      followers: 'Abonnés',
      friends: 'Amis',
      gallery: 'Galerie',
      calendar: 'Calendrier',
    },
  },
  ecommerce: {
    section: 'E-commerce',
    pages: {
      shop: 'Boutique',
      'eco-product-list': 'Liste des produits',
      'eco-checkout': 'Paiement',
      detail: 'Détail du produit',
    },
  },
  user: {
    section: 'Utilisateurs',
    pages: {
      'user-profile': 'Profil utilisateur',
    },
  },
  'ui-components': {
    section: 'Composants UI',
    pages: {
      alert: 'Alerte',
      accordion: 'Accordéon',
      avatar: 'Avatar',
      chip: 'Puce',
      dialog: 'Boîte de dialogue',
      list: 'Liste',
      popover: 'Popover',
      rating: 'Notation',
      tabs: 'Onglets',
      tooltip: 'Info-bulle',
      'transfer-list': 'Liste de transfert',
      typography: 'Typographie',
    },
  },
  pages: {
    section: 'Pages',
    pages: {
      casl: 'Permissions (CASL)',
      treeview: 'Arborescence',
    },
  },
  tables: {
    section: 'Tableaux',
    pages: {
      basic: 'Tableau simple',
      enhanced: 'Tableau enrichi',
      pagination: 'Tableau paginé',
      'fixed-header': 'Tableau à en-tête fixe',
      collapsible: 'Tableau repliable',
      search: 'Tableau avec recherche',
    },
  },
  forms: {
    section: 'Formulaires',
    pages: {
      autocomplete: 'Saisie semi-automatique',
      button: 'Bouton',
      checkbox: 'Case à cocher',
      radio: 'Bouton radio',
      slider: 'Curseur',
      'date-time': 'Date et heure',
      switch: 'Interrupteur',
      'form-layouts': 'Mises en page de formulaire',
      'form-custom': 'Formulaire personnalisé',
      'form-wizard': 'Assistant de formulaire',
      'form-validation': 'Validation de formulaire',
      'quill-editor': 'Éditeur Quill',
    },
  },
  charts: {
    section: 'Graphiques',
    pages: {
      'area-chart': 'Graphique en aires',
      'line-chart': 'Graphique linéaire',
      'gredient-chart': 'Graphique en dégradé',
      'candlestick-chart': 'Graphique en chandeliers',
      'column-chart': 'Histogramme',
      'doughnut-pie-chart': 'Graphiques en anneau et secteurs',
      'radialbar-chart': 'Graphique à barres radiales',
    },
  },
  widgets: {
    section: 'Widgets',
    pages: {
      cards: 'Cartes',
      banners: 'Bannières',
      charts: 'Graphiques',
    },
  },
};

export default fr;
