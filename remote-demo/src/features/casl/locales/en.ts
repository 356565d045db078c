import type { Translated } from '@restaurant/shared';
/** `demoCasl`: the words of the permissions (CASL) demo page. */
const en = {
  intro:
    'Switch the role: the actions each item offers follow the role’s permissions, and the same rules guard the actions themselves.',
  role: 'Role',
  roles: { admin: 'Admin', manager: 'Manager', subscriber: 'Subscriber' },
  permissions: 'Permissions',
  permissionsOf: {
    admin: 'May edit and delete posts.',
    manager: 'May edit posts, not delete them.',
    subscriber: 'May read posts only.',
  },
  posts: 'Posts',
  edit: 'Edit',
  delete: 'Delete',
  editPost: 'Edit “{{title}}”',
  deletePost: 'Delete “{{title}}”',
  title: 'Title',
  save: 'Save',
  cancel: 'Cancel',
  showForbidden: 'Also show the actions this role may not use (to try the guard)',
  saved: '“{{title}}” saved.',
  deleted: '“{{title}}” deleted.',
  refused: 'Refused: a {{role}} may not {{action}} posts.',
  actions: { edit: 'edit', delete: 'delete' },
  empty: 'No posts left.',
  restore: 'Restore the posts',
};

export type CaslTexts = Translated<typeof en>;
export default en;
