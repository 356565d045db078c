import type { FollowerUser } from '../../../lib/sample-data';
import { searchFriends } from './friends';

const friend = (id: number, name: string, role: string): FollowerUser => ({
  id,
  avatar: `/avatar-${id}.svg`,
  name,
  role,
  country: 'Peru',
  isFollowed: false,
});

const friends = [friend(1, 'Ana Lopez', 'Designer'), friend(2, 'Li Wei', 'Developer')];

describe('searchFriends', () => {
  it.each([
    ['by name', 'wei', [2]],
    ['by role', 'design', [1]],
    ['not by country', 'peru', []],
    ['everyone when nothing is typed', ' ', [1, 2]],
  ])('finds %s', (_case, query, ids) => {
    expect(searchFriends(friends, query).map((f) => f.id)).toEqual(ids);
  });
});
