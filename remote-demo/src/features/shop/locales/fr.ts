import type { ShopTexts } from './en';

const fr: ShopTexts = {
  search: 'Rechercher des produits',
  searchPlaceholder: 'Rechercher par nom',
  filters: {
    title: 'Filtres',
    open: 'Afficher les filtres',
    close: 'Fermer les filtres',
    category: 'Catégorie',
    gender: 'Public',
    price: 'Prix',
    color: 'Couleur',
    rating: 'Note',
    all: 'Tous',
    reset: 'Réinitialiser les filtres',
  },
  categories: { books: 'Livres', fashion: 'Mode', electronics: 'Électronique', toys: 'Jouets' },
  genders: { Men: 'Hommes', Women: 'Femmes', Kids: 'Enfants' },
  prices: {
    'under-50': 'Moins de {{high}}',
    '50-100': 'De {{low}} à {{high}}',
    '100-200': 'De {{low}} à {{high}}',
    'over-200': 'Plus de {{low}}',
  },
  ratingFloor: '{{count}} étoiles et plus',
  colors: {
    blue: 'Bleu',
    lime: 'Vert citron',
    red: 'Rouge',
    amber: 'Ambre',
    green: 'Vert',
    black: 'Noir',
    pink: 'Rose',
  },
  sort: {
    label: 'Trier par',
    newest: 'Nouveautés',
    'price-desc': 'Prix décroissant',
    'price-asc': 'Prix croissant',
    discounted: 'En promotion',
  },
  results: 'Produits trouvés : {{count}}',
  cart: { label: 'Panier', items: 'articles' },
  addToCart: 'Ajouter au panier',
  addToCartNamed: 'Ajouter au panier : {{title}}',
  added: '{{title}} a été ajouté au panier',
  outOfStock: 'En rupture de stock',
  sale: 'Promo',
  was: 'Avant',
  rating: 'Noté {{rating}} sur 5',
  empty: {
    title: 'Aucun produit ne correspond',
    description: 'Essayez d’autres filtres, ou réinitialisez-les pour voir tous les produits.',
  },
  loadError: 'Impossible de charger les produits',
};

export default fr;
