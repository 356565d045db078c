import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from '../../../lib/sample-data';

export const BLOG_SORTS = ['newest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const POSTS_PER_PAGE = 6;

export const isBlogSort = (value: string | null): value is BlogSort => BLOG_SORTS.some((sort) => sort === value);
export const isBlogCategory = (value: string | null): value is BlogCategory =>
  BLOG_CATEGORIES.some((category) => category === value);

export interface BlogListQuery {
  category: BlogCategory | 'all';
  sort: BlogSort;
  page: number;
}

export interface BlogListView {
  featured: BlogPost[];
  cards: BlogPost[];
  pageCount: number;
  /** The page actually shown (a page past the end falls back to the last one). */
  page: number;
  total: number;
}

const byNewest = (a: BlogPost, b: BlogPost) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
const byViews = (a: BlogPost, b: BlogPost) => b.view - a.view || byNewest(a, b);

/**
 * What the posts page shows: the featured posts of the category on top (first page only, so paging does not repeat
 * them), then the other posts of the category in the chosen order, one page at a time.
 */
export function viewBlogList(posts: readonly BlogPost[], { category, sort, page }: BlogListQuery): BlogListView {
  const inCategory = posts.filter((post) => category === 'all' || post.category === category);
  const featured = inCategory.filter((post) => post.featured).sort(byNewest);
  const others = inCategory.filter((post) => !post.featured).sort(sort === 'popular' ? byViews : byNewest);
  const pageCount = Math.max(1, Math.ceil(others.length / POSTS_PER_PAGE));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    featured: shown === 1 ? featured : [],
    cards: others.slice((shown - 1) * POSTS_PER_PAGE, shown * POSTS_PER_PAGE),
    pageCount,
    page: shown,
    total: others.length,
  };
}
