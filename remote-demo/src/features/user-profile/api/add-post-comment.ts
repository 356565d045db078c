import { DEMO_USER, SAMPLE_DATA_PATHS, sampleDataPost, type SocialPost } from '../../../lib/sample-data';
import { commentPost } from '../lib/social-posts';
import { useSocialPostMutation } from './social-post-mutation';

export interface AddPostCommentInput {
  postId: number;
  comment: string;
}

const profile = () => ({
  id: DEMO_USER.id,
  avatar: DEMO_USER.avatar,
  name: DEMO_USER.name,
  time: new Date().toISOString(),
});

/** `POST /api/data/posts/comments/add` (spec section 7): appends the demo user's comment, answers every post. */
export const sendPostComment = async ({ postId, comment }: AddPostCommentInput): Promise<SocialPost[]> =>
  (
    await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.addPostComment, {
      postId,
      comment: { profile: profile(), data: { comment } },
    })
  ).posts;

export const useAddPostComment = () =>
  useSocialPostMutation<AddPostCommentInput>(sendPostComment, (posts, { postId, comment }) =>
    commentPost(posts, postId, DEMO_USER, comment),
  );
