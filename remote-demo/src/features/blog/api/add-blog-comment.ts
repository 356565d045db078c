import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { SAMPLE_DATA_PATHS, sampleDataPost, type BlogPost, type Person } from '../../../lib/sample-data';
import { rememberBlogPosts } from './remember-blog-posts';

export interface AddBlogCommentInput {
  postId: number;
  comment: string;
  profile: Person;
}

/** `POST /api/data/blog/post/add` (spec section 7): the comment goes first in the post's comments (section 4). */
export const addBlogComment = async ({ postId, comment, profile }: AddBlogCommentInput): Promise<BlogPost[]> =>
  (
    await sampleDataPost<{ posts: BlogPost[] }>(SAMPLE_DATA_PATHS.addBlogComment, {
      postId,
      comment: { comment, profile: { id: profile.id, avatar: profile.avatar, name: profile.name } },
    })
  ).posts;

export function useAddBlogComment() {
  const queryClient = useQueryClient();
  return useMutation<BlogPost[], ApiError, AddBlogCommentInput>({
    mutationFn: addBlogComment,
    onSuccess: (posts, { postId }) => rememberBlogPosts(queryClient, posts, postId),
  });
}
