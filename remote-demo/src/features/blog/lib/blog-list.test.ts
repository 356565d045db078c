import { generateSampleData } from '../../../lib/sample-data/generate';
import { POSTS_PER_PAGE, viewBlogList, type BlogListQuery } from './blog-list';

const posts = generateSampleData().blogPosts;
const titles = (list: { title: string }[]) => list.map((post) => post.title);

describe('the posts list view', () => {
  it('shows the two featured posts on the first page and every other post as a card', () => {
    const view = viewBlogList(posts, { category: 'all', sort: 'newest', page: 1 });
    expect(view.featured).toHaveLength(2);
    expect(view.featured.every((post) => post.featured)).toBe(true);
    expect(view.total).toBe(posts.length - 2);
    expect(view.cards).toHaveLength(Math.min(POSTS_PER_PAGE, posts.length - 2));
  });

  it.each<[string, BlogListQuery, (view: ReturnType<typeof viewBlogList>) => void]>([
    [
      'newest first',
      { category: 'all', sort: 'newest', page: 1 },
      ({ cards }) => {
        const times = cards.map((post) => Date.parse(post.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      },
    ],
    [
      'most viewed first',
      { category: 'all', sort: 'popular', page: 1 },
      ({ cards }) => {
        const views = cards.map((post) => post.view);
        expect(views).toEqual([...views].sort((a, b) => b - a));
      },
    ],
    [
      'one category only',
      { category: 'Design', sort: 'newest', page: 1 },
      ({ featured, cards }) => {
        expect([...featured, ...cards].length).toBeGreaterThan(0);
        expect([...featured, ...cards].every((post) => post.category === 'Design')).toBe(true);
      },
    ],
    [
      'the rest on the second page, without the featured posts again',
      { category: 'all', sort: 'newest', page: 2 },
      ({ featured, cards, page }) => {
        expect(page).toBe(2);
        expect(featured).toEqual([]);
        const first = viewBlogList(posts, { category: 'all', sort: 'newest', page: 1 }).cards;
        expect(titles(cards).some((title) => titles(first).includes(title))).toBe(false);
      },
    ],
    [
      'the last page when asked for one past the end',
      { category: 'all', sort: 'newest', page: 99 },
      ({ page, pageCount }) => expect(page).toBe(pageCount),
    ],
  ])('orders and pages the cards: %s', (_case, query, check) => {
    check(viewBlogList(posts, query));
  });
});
