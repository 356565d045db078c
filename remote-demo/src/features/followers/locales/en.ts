import type { Translated } from '@restaurant/shared';
const en = {
  description: 'People who follow you. Follow them back to see their updates.',
  search: 'Search followers',
  searchPlaceholder: 'Name, role or country',
  counts: {
    label: 'Follow summary',
    followers: 'Followers',
    following: 'Following',
  },
  follow: 'Follow',
  following: 'Following',
  country: 'Country',
  noResults: 'No follower matches “{{query}}”.',
  loadError: 'The followers could not be loaded',
};

export type FollowersTexts = Translated<typeof en>;
export default en;
