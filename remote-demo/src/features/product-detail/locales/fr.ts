import type { ProductDetailTexts } from './en';

const fr: ProductDetailTexts = {
  inStock: 'En stock',
  outOfStock: 'En rupture de stock',
  category: 'Catégorie',
  categories: { books: 'Livres', fashion: 'Mode', electronics: 'Électronique', toys: 'Jouets' },
  was: 'Avant',
  rating: 'Noté {{rating}} sur 5',
  color: 'Couleur',
  colors: {
    blue: 'Bleu',
    lime: 'Vert citron',
    red: 'Rouge',
    amber: 'Ambre',
    green: 'Vert',
    black: 'Noir',
    pink: 'Rose',
  },
  quantity: 'Quantité',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
  addToCart: 'Ajouter au panier',
  buyNow: 'Acheter maintenant',
  added: '{{count}} × {{title}} ajouté au panier',
  cart: { label: 'Panier', items: 'articles' },
  gallery: {
    label: 'Images du produit',
    views: { full: 'Produit entier', closeUp: 'Gros plan', mirrored: 'Autre côté' },
    show: 'Afficher l’image : {{view}}',
  },
  tabs: { label: 'Informations sur le produit', description: 'Description', reviews: 'Avis ({{count}})' },
  reviews: { by: 'Avis de {{name}}', rating: 'Noté {{rating}} sur 5' },
  related: 'Produits similaires',
  notFound: {
    title: 'Produit introuvable',
    description: 'Aucun produit ne porte ce numéro. Il a peut-être été retiré.',
    back: 'Retour à la boutique',
  },
  loadError: 'Impossible de charger le produit',
};

export default fr;
