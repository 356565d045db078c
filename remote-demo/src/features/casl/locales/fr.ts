import type { CaslTexts } from './en';

const fr: CaslTexts = {
  intro:
    'Changez de rôle : les actions proposées sur chaque élément suivent les permissions du rôle, et les mêmes règles protègent les actions elles-mêmes.',
  role: 'Rôle',
  roles: { admin: 'Administrateur', manager: 'Gérant', subscriber: 'Abonné' },
  permissions: 'Permissions',
  permissionsOf: {
    admin: 'Peut modifier et supprimer les articles.',
    manager: 'Peut modifier les articles, pas les supprimer.',
    subscriber: 'Peut seulement lire les articles.',
  },
  posts: 'Articles',
  edit: 'Modifier',
  delete: 'Supprimer',
  editPost: 'Modifier « {{title}} »',
  deletePost: 'Supprimer « {{title}} »',
  title: 'Titre',
  save: 'Enregistrer',
  cancel: 'Annuler',
  showForbidden: 'Afficher aussi les actions interdites à ce rôle (pour essayer la protection)',
  saved: '« {{title}} » enregistré.',
  deleted: '« {{title}} » supprimé.',
  refused: 'Refusé : un {{role}} ne peut pas {{action}} les articles.',
  actions: { edit: 'modifier', delete: 'supprimer' },
  empty: 'Plus aucun article.',
  restore: 'Rétablir les articles',
};

export default fr;
