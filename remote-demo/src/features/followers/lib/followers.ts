import type { FollowerUser } from '../../../lib/sample-data';
import { matchesSearch } from '../../../lib/search';

/** Spec section 4: the follower toggle flips `isFollowed` of that one user; the others are untouched. */
export function toggleFollow(users: readonly FollowerUser[], id: number): FollowerUser[] {
  return users.map((user) => (user.id === id ? { ...user, isFollowed: !user.isFollowed } : user));
}

/** The followers whose name, role or country contains the search. */
export function searchFollowers(users: readonly FollowerUser[], query: string): FollowerUser[] {
  return users.filter((user) => matchesSearch(query, [user.name, user.role, user.country]));
}

/** Everyone in the list follows the user; "following" counts those the user follows back. */
export function followCounts(users: readonly FollowerUser[]): { followers: number; following: number } {
  return { followers: users.length, following: users.filter((user) => user.isFollowed).length };
}
