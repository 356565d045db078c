import { isApiError } from '@restaurant/shared';
import { apiClient, fakeApi, type FakeApi } from '@restaurant/shared/testing';
import { generateSampleData } from './generate';
import {
  INTERNAL_SERVER_ERROR,
  POST_NOT_FOUND,
  SAMPLE_DATA_PATHS,
  slugOf,
  startSampleDataApi,
  stopSampleDataApi,
} from './sample-data-api';
import { sampleDataGet, sampleDataPost } from './sample-data-request';
import type { BlogPost, SocialPost } from './types';

let network: FakeApi;
const data = generateSampleData();

beforeEach(async () => {
  // The "network" behind the sample-data API: what a passed-through request reaches.
  network = fakeApi({ 'GET /public/voucher/getVouchers': { status: 200, body: { data: [] } } });
  await startSampleDataApi(structuredClone(data));
});

afterEach(async () => {
  await stopSampleDataApi();
  network.restore();
});

async function failureOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error('expected the call to fail with an ApiError');
  return error;
}

describe('the in-browser sample-data API', () => {
  it.each([
    ['products', 12],
    ['chats', 10],
    ['notes', 4],
    ['emails', 20],
    ['tickets', 8],
    ['contacts', 30],
    ['users', 20],
    ['gallery', 12],
    ['blogPosts', 10],
    ['socialPosts', 4],
  ] as const)('answers GET %s with its %i items, without reaching the network', async (name, count) => {
    const items = await sampleDataGet<unknown[]>(SAMPLE_DATA_PATHS[name]);
    expect(items).toHaveLength(count);
    expect(network.requests).toHaveLength(0);
  });

  it('lets every other request through to the network untouched', async () => {
    const response = await apiClient.get('/public/voucher/getVouchers');
    expect(response.data).toEqual({ data: [] });
    expect(network.requestsTo('GET /public/voucher/getVouchers')).toHaveLength(1);
  });

  it('answers a copy: changing what a page got does not change the data', async () => {
    const first = await sampleDataGet<{ title: string }[]>(SAMPLE_DATA_PATHS.products);
    first[0]!.title = 'changed';
    const second = await sampleDataGet<{ title: string }[]>(SAMPLE_DATA_PATHS.products);
    expect(second[0]!.title).not.toBe('changed');
  });

  describe('POST /api/data/blog/post', () => {
    it('finds a post by the slug of its title: lower case, spaces to hyphens, other characters dropped', async () => {
      const post = data.blogPosts[3]!;
      const answer = await sampleDataPost<{ post: BlogPost }>(SAMPLE_DATA_PATHS.blogPost, {
        title: slugOf(post.title),
      });
      expect(answer.post.id).toBe(post.id);
    });

    it.each([
      ['Hello World', 'hello-world'],
      ['Ten small habits, for a calmer morning!', 'ten-small-habits-for-a-calmer-morning'],
      ['  spaced   out ', '-spaced-out-'],
    ])('slugs %j as %j', (title, slug) => {
      expect(slugOf(title)).toBe(slug);
    });

    it('answers 404 "Post not found" for an unknown slug', async () => {
      const error = await failureOf(sampleDataPost(SAMPLE_DATA_PATHS.blogPost, { title: 'no-such-post' }));
      expect(error.status).toBe(404);
      expect(error.message).toBe(POST_NOT_FOUND);
    });

    it('answers 500 "Internal server error" when the lookup fails (no title)', async () => {
      const error = await failureOf(sampleDataPost(SAMPLE_DATA_PATHS.blogPost, {}));
      expect(error.status).toBe(500);
      expect(error.message).toBe(INTERNAL_SERVER_ERROR);
    });
  });

  it('adds a blog comment at the front of the post and answers every post', async () => {
    const post = data.blogPosts[0]!;
    const { posts } = await sampleDataPost<{ posts: BlogPost[] }>(SAMPLE_DATA_PATHS.addBlogComment, {
      postId: post.id,
      comment: { comment: 'Lovely read' },
    });
    expect(posts).toHaveLength(10);
    const updated = posts.find((candidate) => candidate.id === post.id)!;
    expect(updated.comments).toHaveLength(post.comments.length + 1);
    expect(updated.comments[0]!.comment).toBe('Lovely read');
  });

  it('toggles a social post like: +1, then -1', async () => {
    const post = data.socialPosts[0]!;
    const liked = await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.likePost, { postId: post.id });
    const afterLike = liked.posts.find((candidate) => candidate.id === post.id)!.data.likes;
    expect(afterLike).toEqual({ like: true, value: post.data.likes.value + 1 });
    const unliked = await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.likePost, { postId: post.id });
    expect(unliked.posts.find((candidate) => candidate.id === post.id)!.data.likes).toEqual(post.data.likes);
  });

  it('appends social comments and replies, and toggles a comment like', async () => {
    const post = data.socialPosts[0]!;
    const commented = await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.addPostComment, {
      postId: post.id,
      comment: { data: { comment: 'Nice!' } },
    });
    const comments = commented.posts.find((candidate) => candidate.id === post.id)!.data.comments;
    expect(comments.at(-1)!.data.comment).toBe('Nice!');

    const commentId = comments[0]!.id;
    const replied = await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.addReply, {
      postId: post.id,
      commentId,
      reply: { data: { comment: 'Thanks' } },
    });
    const replies = replied.posts.find((candidate) => candidate.id === post.id)!.data.comments[0]!.data.replies;
    expect(replies.at(-1)!.data.comment).toBe('Thanks');

    const liked = await sampleDataPost<{ posts: SocialPost[] }>(SAMPLE_DATA_PATHS.likeReply, {
      postId: post.id,
      commentId,
    });
    const likes = liked.posts.find((candidate) => candidate.id === post.id)!.data.comments[0]!.data.likes;
    expect(likes.like).toBe(true);
    expect(likes.value).toBe(comments[0]!.data.likes.value + 1);
  });

  it.each([
    [SAMPLE_DATA_PATHS.addBlogComment, { postId: -1, comment: { comment: 'x' } }],
    [SAMPLE_DATA_PATHS.likePost, { postId: -1 }],
    [SAMPLE_DATA_PATHS.addPostComment, { postId: -1, comment: { data: { comment: 'x' } } }],
    [SAMPLE_DATA_PATHS.addReply, { postId: -1, commentId: 1, reply: { data: { comment: 'x' } } }],
    [SAMPLE_DATA_PATHS.likeReply, { postId: -1, commentId: 1 }],
  ])('answers POST %s for an unknown post with 500 "Internal server error"', async (path, body) => {
    const error = await failureOf(sampleDataPost(path, body));
    expect(error.status).toBe(500);
    expect(error.message).toBe(INTERNAL_SERVER_ERROR);
  });
});
