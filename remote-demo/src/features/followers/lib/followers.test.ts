import type { FollowerUser } from '../../../lib/sample-data';
import { followCounts, searchFollowers, toggleFollow } from './followers';

const user = (id: number, name: string, isFollowed: boolean, role = 'Designer', country = 'France'): FollowerUser => ({
  id,
  avatar: `/avatar-${id}.svg`,
  name,
  role,
  country,
  isFollowed,
});

const users = [
  user(1, 'Ana Lopez', false),
  user(2, 'Zoë Martin', true, 'Developer', 'Canada'),
  user(3, 'Li Wei', false),
];

describe('toggleFollow', () => {
  it.each([
    ['follows someone not followed yet', 1, true],
    ['unfollows someone followed', 2, false],
  ])('%s', (_case, id, expected) => {
    const next = toggleFollow(users, id);
    expect(next.find((u) => u.id === id)?.isFollowed).toBe(expected);
    expect(next.filter((u) => u.id !== id)).toEqual(users.filter((u) => u.id !== id));
  });

  it('leaves the list as it was for an unknown id, without changing the original', () => {
    expect(toggleFollow(users, 999)).toEqual(users);
    toggleFollow(users, 1);
    expect(users[0]?.isFollowed).toBe(false);
  });
});

describe('searchFollowers', () => {
  it.each([
    ['by name', 'lopez', [1]],
    ['by role', 'develop', [2]],
    ['by country', 'canada', [2]],
    ['without accents', 'zoe', [2]],
    ['nothing typed', '', [1, 2, 3]],
    ['no match', 'nobody', []],
  ])('finds %s', (_case, query, ids) => {
    expect(searchFollowers(users, query).map((u) => u.id)).toEqual(ids);
  });
});

describe('followCounts', () => {
  it('counts every follower and those followed back, and follows a toggle', () => {
    expect(followCounts(users)).toEqual({ followers: 3, following: 1 });
    expect(followCounts(toggleFollow(users, 1))).toEqual({ followers: 3, following: 2 });
  });
});
