import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { SAMPLE_DATA_PATHS, sampleDataPost, type BlogPost, type Person } from '../../../lib/sample-data';
import { rememberBlogPosts } from './remember-blog-posts';

export interface AddBlogReplyInput {
  postId: number;
  commentId: number;
  comment: string;
  profile: Person;
}

/**
 * `POST /api/data/blog/post/replies/add`: the demo mock's extra call (spec section 7 has no blog reply call), so a
 * reply lives in the session's data like a comment; it is appended to its comment (section 4).
 */
export const addBlogReply = async ({ postId, commentId, comment, profile }: AddBlogReplyInput): Promise<BlogPost[]> =>
  (
    await sampleDataPost<{ posts: BlogPost[] }>(SAMPLE_DATA_PATHS.addBlogReply, {
      postId,
      commentId,
      reply: { comment, profile: { id: profile.id, avatar: profile.avatar, name: profile.name } },
    })
  ).posts;

export function useAddBlogReply() {
  const queryClient = useQueryClient();
  return useMutation<BlogPost[], ApiError, AddBlogReplyInput>({
    mutationFn: addBlogReply,
    onSuccess: (posts, { postId }) => rememberBlogPosts(queryClient, posts, postId),
  });
}
