import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { socialPostsQueryOptions, type SocialPost } from '../../../lib/sample-data';
import { isSessionPost, withSessionPosts } from '../lib/social-posts';

/**
 * One social post write: the API call for a sample post, the same transition in the cache for a post shared in this
 * session (the API does not know it). Either way the answer, every post, is written into the social posts query
 * (`setQueryData`, no refetch), keeping the session's own posts in front.
 */
export function useSocialPostMutation<TInput extends { postId: number }>(
  send: (input: TInput) => Promise<SocialPost[]>,
  transition: (posts: SocialPost[], input: TInput) => SocialPost[],
) {
  const queryClient = useQueryClient();
  const { queryKey } = socialPostsQueryOptions();
  return useMutation<SocialPost[], ApiError, TInput>({
    mutationFn: async (input) => {
      const cached = queryClient.getQueryData(queryKey) ?? [];
      const post = cached.find((candidate) => candidate.id === input.postId);
      return post && isSessionPost(post) ? transition(cached, input) : send(input);
    },
    onSuccess: (answered) => queryClient.setQueryData(queryKey, (cached) => withSessionPosts(cached, answered)),
  });
}
