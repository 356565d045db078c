import type { HostTranslations } from './en';

const fr: HostTranslations = {
  brand: 'Bếp Nhà',
  header: {
    cart_zero: 'Panier, {{count}} article',
    cart_one: 'Panier, {{count}} article',
    cart_many: 'Panier, {{count}} articles',
    cart_other: 'Panier, {{count}} articles',
    // What the cart button shows, the ordering remote's word: the remote's button replaces this one at its size.
    cartButton: 'Panier',
    account: 'Compte',
    login: 'Se connecter',
    register: 'S’inscrire',
    logout: 'Se déconnecter',
    settings: 'Paramètres d’affichage',
    openNavigation: 'Ouvrir la navigation',
    mainNavigation: 'Navigation principale',
    collapseSidebar: 'Réduire la barre latérale',
    expandSidebar: 'Déplier la barre latérale',
    toggleMode: 'Basculer mode clair / sombre',
    myOrders: 'Mes commandes',
    myReservations: 'Mes réservations',
    myReview: 'Mon avis',
    verified: 'Vérifié',
    verifiedAccount: 'Adresse e-mail vérifiée',
    accountNeedsAttention: 'Compte : votre adresse e-mail demande votre attention',
    emailUndeliverable:
      'Nos e-mails à cette adresse sont refusés. Vérifiez qu’elle est juste et que sa boîte accepte le courrier : vos codes, liens et confirmations de réservation y sont envoyés.',
  },
  footer: {
    tagline: 'Cuisine familiale vietnamienne, servie avec soin.',
    rights: '© {{year}} Bếp Nhà. Tous droits réservés.',
    explore: 'Découvrir',
    account: 'Votre compte',
  },
  remoteUnavailable: {
    title: 'Cette section est indisponible pour le moment',
    description: 'Le reste du site fonctionne toujours. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
  },
  remoteIncompatible: {
    title: 'Cette section attend une mise à jour',
    description:
      'Elle a été conçue pour une autre version du site et ne peut donc pas s’afficher. Le reste du site fonctionne toujours.',
  },
  nav: {
    home: 'Accueil',
    menu: 'Menu',
    vouchers: 'Bons',
    reviews: 'Avis',
    myReviews: 'Mes avis',
    reservation: 'Réservation',
  },
};

export default fr;
