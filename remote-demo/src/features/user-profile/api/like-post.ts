import { SAMPLE_DATA_PATHS, sampleDataPost, type SocialPost } from '../../../lib/sample-data';
import { likePost } from '../lib/social-posts';
import { useSocialPostMutation } from './social-post-mutation';

export interface LikePostInput {
  postId: number;
}

/** `POST /api/data/posts/like` (spec section 7): toggles the post's like, answers every post. */
export const sendLikePost = async ({ postId }: LikePostInput): Promise<SocialPost[]> =>
  (await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.likePost, { postId })).posts;

export const useLikePost = () =>
  useSocialPostMutation<LikePostInput>(sendLikePost, (posts, { postId }) => likePost(posts, postId));
