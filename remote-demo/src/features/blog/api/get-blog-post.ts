import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { SAMPLE_DATA_PATHS, sampleDataPost, type BlogPost } from '../../../lib/sample-data';

/** `POST /api/data/blog/post` with `{ title: slug }` (spec section 7): the post whose title has that slug. */
export const fetchBlogPost = async (slug: string): Promise<BlogPost> =>
  (await sampleDataPost<{ post: BlogPost }>(SAMPLE_DATA_PATHS.blogPost, { title: slug })).post;

/** Lives for the session like the lists (spec section 4): comments and replies written into it stay. */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions<BlogPost, ApiError>({
    queryKey: ['demo', 'blogPost', slug],
    queryFn: () => fetchBlogPost(slug),
    staleTime: Infinity,
    gcTime: Infinity,
    // A 404 (`Post not found`) is an answer, not a hiccup: show it at once.
    retry: false,
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
