import type { FollowersTexts } from './en';

const fr: FollowersTexts = {
  description: 'Les personnes qui vous suivent. Suivez-les en retour pour voir leurs actualités.',
  search: 'Rechercher des abonnés',
  searchPlaceholder: 'Nom, rôle ou pays',
  counts: {
    label: 'Résumé des abonnements',
    followers: 'Abonnés',
    following: 'Abonnements',
  },
  follow: 'Suivre',
  following: 'Suivi',
  country: 'Pays',
  noResults: 'Aucun abonné ne correspond à « {{query}} ».',
  loadError: 'Impossible de charger les abonnés',
};

export default fr;
