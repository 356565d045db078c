import type { FollowerUser } from '../../../lib/sample-data';
import { matchesSearch } from '../../../lib/search';

/** The friends whose name or role contains the search. */
export function searchFriends(friends: readonly FollowerUser[], query: string): FollowerUser[] {
  return friends.filter((friend) => matchesSearch(query, [friend.name, friend.role]));
}

/** The networks each card offers; brand names, so they are not translated. */
export const SOCIAL_NETWORKS = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
