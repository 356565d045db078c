import type { Translated } from '@restaurant/shared';
const en = {
  description: 'Your friends and where to find them.',
  search: 'Search friends',
  searchPlaceholder: 'Name or role',
  total: '{{count}} friends',
  socialLinks: 'Social profiles of {{name}}',
  profileOn: '{{name}} on {{network}}',
  notLinked: 'Sample data: {{name}}’s {{network}} profile is not linked in this demo.',
  noResults: 'No friend matches “{{query}}”.',
  loadError: 'The friends could not be loaded',
};

export type FriendsTexts = Translated<typeof en>;
export default en;
