import { readAllPages } from './read-all-pages';

describe('readAllPages', () => {
  it('reads page after page at the largest size until it has the total', async () => {
    const asked: [number, number][] = [];
    const all = await readAllPages(async (page, size) => {
      asked.push([page, size]);
      return { items: page < 3 ? [`${page}a`, `${page}b`] : [`${page}a`], total: 5 };
    });
    expect(all).toEqual(['1a', '1b', '2a', '2b', '3a']);
    expect(asked.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(new Set(asked.map(([, size]) => size)).size).toBe(1);
  });

  it('stops at an empty page when the list shrank while it was being read', async () => {
    const all = await readAllPages(async (page) => ({ items: page === 1 ? ['only'] : [], total: 10 }));
    expect(all).toEqual(['only']);
  });
});
