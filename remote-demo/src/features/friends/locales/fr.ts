import type { FriendsTexts } from './en';

const fr: FriendsTexts = {
  description: 'Vos amis et où les retrouver.',
  search: 'Rechercher des amis',
  searchPlaceholder: 'Nom ou rôle',
  total: '{{count}} amis',
  socialLinks: 'Profils sociaux de {{name}}',
  profileOn: '{{name}} sur {{network}}',
  notLinked: 'Données d’exemple : le profil {{network}} de {{name}} n’est pas relié dans cette démo.',
  noResults: 'Aucun ami ne correspond à « {{query}} ».',
  loadError: 'Impossible de charger les amis',
};

export default fr;
