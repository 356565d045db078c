import type { Person, SocialPost } from '../../../lib/sample-data';
import { generateSampleData } from '../../../lib/sample-data/generate';
import {
  commentPost,
  isSessionPost,
  likeComment,
  likePost,
  replyToComment,
  sharePost,
  toggleLikes,
  withSessionPosts,
} from './social-posts';

const me: Person = { id: 2001, avatar: 'me.svg', name: 'Me' };
const sample = () => generateSampleData().socialPosts;
const firstOf = (posts: SocialPost[]) => {
  const post = posts[0];
  const comment = post?.data.comments[0];
  if (!post || !comment) throw new Error('sample post without a comment');
  return { post, comment };
};

describe('social post transitions (spec section 4)', () => {
  it.each([
    ['an unliked item is liked, one more', { like: false, value: 4 }, { like: true, value: 5 }],
    ['a liked item is unliked, one less', { like: true, value: 5 }, { like: false, value: 4 }],
    ['a first like from zero', { like: false, value: 0 }, { like: true, value: 1 }],
  ])('toggles a like: %s', (_case, before, after) => {
    expect(toggleLikes(before)).toEqual(after);
  });

  it.each([
    ['once: liked, +1', 1, true, 1],
    ['twice: back as it was', 2, false, 0],
    ['three times: liked again', 3, true, 1],
  ])('likes a post %s', (_case, times, liked, delta) => {
    const posts = sample();
    const { post } = firstOf(posts);
    let next = posts;
    for (let i = 0; i < times; i += 1) next = likePost(next, post.id);
    expect(next[0]?.data.likes).toEqual({ like: liked, value: post.data.likes.value + delta });
    expect(next.slice(1)).toEqual(posts.slice(1));
  });

  it.each([
    ['a comment', undefined],
    ['a reply', 'reply'],
  ] as const)('likes %s with the same ±1 rule, leaving the rest alone', (_case, which) => {
    // The first comment gets a reply of its own, so both kinds of target exist.
    const original = firstOf(sample());
    const posts = replyToComment(sample(), original.post.id, original.comment.id, me, 'A reply');
    const { post, comment } = firstOf(posts);
    const reply = comment.data.replies[comment.data.replies.length - 1];
    const replyId = which === 'reply' ? reply?.id : undefined;
    const once = likeComment(posts, post.id, comment.id, replyId);
    const liked = firstOf(once).comment;
    const target =
      replyId === undefined ? liked.data.likes : liked.data.replies.find((r) => r.id === replyId)?.data.likes;
    const before = replyId === undefined ? comment.data.likes : reply?.data.likes;
    expect(target).toEqual({ like: true, value: (before?.value ?? 0) + 1 });
    expect(firstOf(likeComment(once, post.id, comment.id, replyId)).comment).toEqual(comment);
  });

  it.each([
    ['one comment', ['Nice']],
    ['two comments, in the order written', ['First', 'Second']],
  ])('appends comments: %s', (_case, texts) => {
    const posts = sample();
    const { post } = firstOf(posts);
    const next = texts.reduce((list, text) => commentPost(list, post.id, me, text), posts);
    const comments = next[0]?.data.comments ?? [];
    expect(comments.slice(-texts.length).map((c) => c.data.comment)).toEqual(texts);
    expect(comments).toHaveLength(post.data.comments.length + texts.length);
    expect(comments[comments.length - 1]).toMatchObject({
      profile: { name: 'Me' },
      data: { likes: { like: false, value: 0 }, replies: [] },
    });
  });

  it.each([
    ['one reply', ['Thanks']],
    ['two replies, in the order written', ['Thanks', 'Welcome']],
  ])('appends replies to their comment: %s', (_case, texts) => {
    const posts = sample();
    const { post, comment } = firstOf(posts);
    const next = texts.reduce((list, text) => replyToComment(list, post.id, comment.id, me, text), posts);
    const replies = firstOf(next).comment.data.replies;
    expect(replies.slice(-texts.length).map((r) => r.data.comment)).toEqual(texts);
    expect(replies).toHaveLength(comment.data.replies.length + texts.length);
  });

  it('shares a post in front, with an id past the sample ids, which API answers keep', () => {
    const posts = sample();
    const shared = sharePost(posts, me, 'Hello world');
    expect(shared).toHaveLength(posts.length + 1);
    expect(shared[0]).toMatchObject({ profile: { name: 'Me' }, data: { content: 'Hello world', comments: [] } });
    expect(shared[0] && isSessionPost(shared[0])).toBe(true);
    expect(posts.some(isSessionPost)).toBe(false);

    const answered = likePost(posts, firstOf(posts).post.id);
    expect(withSessionPosts(shared, answered)).toEqual([shared[0], ...answered]);
    expect(withSessionPosts(shared, shared)).toEqual(shared);
  });
});
