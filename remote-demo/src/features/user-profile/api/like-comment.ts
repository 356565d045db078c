import { SAMPLE_DATA_PATHS, sampleDataPost, type SocialPost } from '../../../lib/sample-data';
import { likeComment } from '../lib/social-posts';
import { useSocialPostMutation } from './social-post-mutation';

export interface LikeCommentInput {
  postId: number;
  commentId: number;
  /** A reply of the comment: the demo mock's extension of the call (spec section 7 names only the comment). */
  replyId?: number;
}

/** `POST /api/data/posts/replies/like` (spec section 7): toggles a comment's (or a reply's) like. */
export const sendLikeComment = async ({ postId, commentId, replyId }: LikeCommentInput): Promise<SocialPost[]> =>
  (await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.likeReply, { postId, commentId, replyId })).posts;

export const useLikeComment = () =>
  useSocialPostMutation<LikeCommentInput>(sendLikeComment, (posts, { postId, commentId, replyId }) =>
    likeComment(posts, postId, commentId, replyId),
  );
