import { DEMO_USER, SAMPLE_DATA_PATHS, sampleDataGet, slugOf, type BlogPost } from '../../../lib/sample-data';
import { stopSampleDataApi } from '../../../lib/sample-data/sample-data-api';
import { addBlogComment } from './add-blog-comment';
import { addBlogReply } from './add-blog-reply';
import { fetchBlogPost } from './get-blog-post';

async function firstPost(): Promise<BlogPost> {
  const posts = await sampleDataGet<BlogPost[]>(SAMPLE_DATA_PATHS.blogPosts);
  const post = posts[0];
  if (!post) throw new Error('no sample post');
  return post;
}

beforeEach(() => stopSampleDataApi());

describe('blog writes (spec section 4)', () => {
  it('finds a post by the slug of its title, and answers Post not found for an unknown slug', async () => {
    const post = await firstPost();
    await expect(fetchBlogPost(slugOf(post.title))).resolves.toMatchObject({ id: post.id, title: post.title });
    await expect(fetchBlogPost('no-such-post')).rejects.toMatchObject({ status: 404, message: 'Post not found' });
  });

  it.each([
    ['one comment', ['First!'], ['First!']],
    ['two comments, the newest first', ['Older', 'Newer'], ['Newer', 'Older']],
  ])('puts new comments at the front: %s', async (_case, sent, expectedFirst) => {
    const post = await firstPost();
    let posts: BlogPost[] = [];
    for (const comment of sent) posts = await addBlogComment({ postId: post.id, comment, profile: DEMO_USER });
    const saved = posts.find((candidate) => candidate.id === post.id);
    expect(saved?.comments.slice(0, expectedFirst.length).map((comment) => comment.comment)).toEqual(expectedFirst);
    expect(saved?.comments[0]?.profile).toEqual({ id: DEMO_USER.id, avatar: DEMO_USER.avatar, name: DEMO_USER.name });
    expect(saved?.comments).toHaveLength(post.comments.length + sent.length);
  });

  it.each([
    ['one reply', ['Thanks']],
    ['two replies, in the order sent', ['First reply', 'Second reply']],
  ])('appends replies to their comment: %s', async (_case, sent) => {
    const post = await firstPost();
    const comment = post.comments[0];
    if (!comment) throw new Error('no sample comment');
    let posts: BlogPost[] = [];
    for (const text of sent) {
      posts = await addBlogReply({ postId: post.id, commentId: comment.id, comment: text, profile: DEMO_USER });
    }
    const replies = posts
      .find((candidate) => candidate.id === post.id)
      ?.comments.find((c) => c.id === comment.id)?.replies;
    expect(replies?.slice(-sent.length).map((reply) => reply.comment)).toEqual(sent);
    expect(replies).toHaveLength(comment.replies.length + sent.length);
  });

  it.each([
    ['a comment on an unknown post', () => addBlogComment({ postId: -1, comment: 'Hi', profile: DEMO_USER })],
    [
      'an empty comment',
      async () => addBlogComment({ postId: (await firstPost()).id, comment: ' ', profile: DEMO_USER }),
    ],
    [
      'a reply to an unknown comment',
      async () => addBlogReply({ postId: (await firstPost()).id, commentId: -1, comment: 'Hi', profile: DEMO_USER }),
    ],
  ])('fails with Internal server error: %s', async (_case, send) => {
    await expect(send()).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
  });
});
