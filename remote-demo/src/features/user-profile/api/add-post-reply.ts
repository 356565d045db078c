import { DEMO_USER, SAMPLE_DATA_PATHS, sampleDataPost, type SocialPost } from '../../../lib/sample-data';
import { replyToComment } from '../lib/social-posts';
import { useSocialPostMutation } from './social-post-mutation';

export interface AddPostReplyInput {
  postId: number;
  commentId: number;
  reply: string;
}

/** `POST /api/data/posts/replies/add` (spec section 7): appends the demo user's reply to the comment. */
export const sendPostReply = async ({ postId, commentId, reply }: AddPostReplyInput): Promise<SocialPost[]> =>
  (
    await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.addReply, {
      postId,
      commentId,
      reply: {
        profile: { id: DEMO_USER.id, avatar: DEMO_USER.avatar, name: DEMO_USER.name, time: new Date().toISOString() },
        data: { comment: reply },
      },
    })
  ).posts;

export const useAddPostReply = () =>
  useSocialPostMutation<AddPostReplyInput>(sendPostReply, (posts, { postId, commentId, reply }) =>
    replyToComment(posts, postId, commentId, DEMO_USER, reply),
  );
