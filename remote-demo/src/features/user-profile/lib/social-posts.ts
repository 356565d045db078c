import type { Likes, Person, SocialPost, SocialProfile } from '../../../lib/sample-data';

/**
 * Sample ids run from 1 to 2000 (spec section 9): a post shared on this page gets an id past them. The API does not
 * know such a post (spec section 7 has no call to add one), so it lives only in this session's cached list and its
 * likes, comments and replies go through the same transitions here instead of the API.
 */
const LAST_SAMPLE_ID = 2000;
export const isSessionPost = (post: Pick<SocialPost, 'id'>): boolean => post.id > LAST_SAMPLE_ID;

const nextId = (items: readonly { id: number }[], floor = 0) => Math.max(floor, ...items.map((item) => item.id)) + 1;
const profileOf = (person: Person, now: Date): SocialProfile => ({
  id: person.id,
  avatar: person.avatar,
  name: person.name,
  time: now.toISOString(),
});

/** Spec section 4: a like toggles the flag; the count goes up one when liked, down one when unliked. */
export const toggleLikes = (likes: Likes): Likes => ({ like: !likes.like, value: likes.value + (likes.like ? -1 : 1) });

/** A new post of `author` in front of the list. */
export function sharePost(posts: SocialPost[], author: Person, content: string, now = new Date()): SocialPost[] {
  const post: SocialPost = {
    id: nextId(posts, LAST_SAMPLE_ID),
    profile: profileOf(author, now),
    data: { content, images: [], likes: { like: false, value: 0 }, comments: [] },
  };
  return [post, ...posts];
}

function editPost(posts: SocialPost[], postId: number, edit: (post: SocialPost) => SocialPost): SocialPost[] {
  return posts.map((post) => (post.id === postId ? edit(post) : post));
}

export const likePost = (posts: SocialPost[], postId: number): SocialPost[] =>
  editPost(posts, postId, (post) => ({ ...post, data: { ...post.data, likes: toggleLikes(post.data.likes) } }));

/** Social post comments are appended (spec section 4). */
export function commentPost(
  posts: SocialPost[],
  postId: number,
  author: Person,
  comment: string,
  now = new Date(),
): SocialPost[] {
  return editPost(posts, postId, (post) => ({
    ...post,
    data: {
      ...post.data,
      comments: [
        ...post.data.comments,
        {
          id: nextId(post.data.comments),
          profile: profileOf(author, now),
          data: { comment, likes: { like: false, value: 0 }, replies: [] },
        },
      ],
    },
  }));
}

type Comment = SocialPost['data']['comments'][number];

function editComment(posts: SocialPost[], postId: number, commentId: number, edit: (comment: Comment) => Comment) {
  return editPost(posts, postId, (post) => ({
    ...post,
    data: {
      ...post.data,
      comments: post.data.comments.map((comment) => (comment.id === commentId ? edit(comment) : comment)),
    },
  }));
}

/** Replies are appended to their comment (spec section 4). */
export function replyToComment(
  posts: SocialPost[],
  postId: number,
  commentId: number,
  author: Person,
  reply: string,
  now = new Date(),
): SocialPost[] {
  return editComment(posts, postId, commentId, (comment) => ({
    ...comment,
    data: {
      ...comment.data,
      replies: [
        ...comment.data.replies,
        {
          id: nextId(comment.data.replies),
          profile: profileOf(author, now),
          data: { comment: reply, likes: { like: false, value: 0 } },
        },
      ],
    },
  }));
}

/** A comment's like (or, with `replyId`, one of its replies'), with the same ±1 rule as a post's. */
export function likeComment(posts: SocialPost[], postId: number, commentId: number, replyId?: number): SocialPost[] {
  return editComment(posts, postId, commentId, (comment) =>
    replyId === undefined
      ? { ...comment, data: { ...comment.data, likes: toggleLikes(comment.data.likes) } }
      : {
          ...comment,
          data: {
            ...comment.data,
            replies: comment.data.replies.map((reply) =>
              reply.id === replyId
                ? { ...reply, data: { ...reply.data, likes: toggleLikes(reply.data.likes) } }
                : reply,
            ),
          },
        },
  );
}

/**
 * The API answers every sample post (`{ posts }`); the posts shared in this session are not among them and stay in
 * front, where they were.
 */
export function withSessionPosts(cached: readonly SocialPost[] | undefined, answered: SocialPost[]): SocialPost[] {
  const answeredIds = new Set(answered.map((post) => post.id));
  return [...(cached ?? []).filter((post) => isSessionPost(post) && !answeredIds.has(post.id)), ...answered];
}
