import type { QueryClient } from '@tanstack/react-query';
import { blogPostsQueryOptions, slugOf, type BlogPost } from '../../../lib/sample-data';
import { blogPostQueryOptions } from './get-blog-post';

/**
 * The blog writes answer every post (`{ posts }`, spec section 7): they become the posts list and the open post's
 * detail, so the list's comment counts and the detail agree without refetching.
 */
export function rememberBlogPosts(queryClient: QueryClient, posts: BlogPost[], postId: number): void {
  queryClient.setQueryData(blogPostsQueryOptions().queryKey, posts);
  const post = posts.find((candidate) => candidate.id === postId);
  if (post) queryClient.setQueryData(blogPostQueryOptions(slugOf(post.title)).queryKey, post);
}
