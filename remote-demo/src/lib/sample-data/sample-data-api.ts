import MockAdapter from 'axios-mock-adapter';
import { loadApiClient } from '@restaurant/shared';
import { generateSampleData } from './generate';
import type { BlogPost, SampleData, SocialComment, SocialPost } from './types';

/** Spec section 7, demo calls: the paths the sample-data API answers (under the API base URL, like every call). */
export const SAMPLE_DATA_PATHS = {
  products: '/data/eCommerce/ProductsData',
  chats: '/data/chat/ChatData',
  notes: '/data/notes/NotesData',
  emails: '/data/email/EmailData',
  tickets: '/data/ticket/TicketData',
  contacts: '/data/contacts/ContactsData',
  users: '/data/users',
  gallery: '/data/gallery',
  blogPosts: '/data/blog/BlogPosts',
  socialPosts: '/data/postData',
  blogPost: '/data/blog/post',
  addBlogComment: '/data/blog/post/add',
  likePost: '/data/posts/like',
  addPostComment: '/data/posts/comments/add',
  addReply: '/data/posts/replies/add',
  likeReply: '/data/posts/replies/like',
  /** Not in spec section 7 (its blog has no reply call): appends a reply to a blog comment, answers `{ posts }`. */
  addBlogReply: '/data/blog/post/replies/add',
} as const;

/** Spec section 8, demo mock errors. */
export const POST_NOT_FOUND = 'Post not found';
export const INTERNAL_SERVER_ERROR = 'Internal server error';

/** Spec section 7: a blog post's slug is its title lowercased, spaces to hyphens, non-word characters removed. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
}

type Reply = [status: number, body?: unknown];

class SampleDataError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function bodyOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string' || data === '') throw new SampleDataError(500, INTERNAL_SERVER_ERROR);
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed !== 'object' || parsed === null) throw new SampleDataError(500, INTERNAL_SERVER_ERROR);
  return parsed as Record<string, unknown>;
}

function findPost<T extends { id: number }>(posts: T[], id: unknown): T {
  const post = posts.find((candidate) => candidate.id === Number(id));
  if (!post) throw new SampleDataError(500, INTERNAL_SERVER_ERROR);
  return post;
}

function findComment(post: SocialPost, id: unknown): SocialComment {
  const comment = post.data.comments.find((candidate) => candidate.id === Number(id));
  if (!comment) throw new SampleDataError(500, INTERNAL_SERVER_ERROR);
  return comment;
}

function toggleLike(likes: { like: boolean; value: number }): void {
  likes.like = !likes.like;
  likes.value += likes.like ? 1 : -1;
}

function text(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new SampleDataError(500, INTERNAL_SERVER_ERROR);
  return value;
}

/**
 * A POST handler over the session's data: answers what it returns with 200, a SampleDataError with its status and
 * `{ message }`, and anything else (a malformed payload) with 500 `Internal server error` (spec section 8).
 */
function handle(run: (body: Record<string, unknown>) => unknown) {
  return (config: { data?: unknown }): Reply => {
    try {
      return [200, run(bodyOf(config.data))];
    } catch (error) {
      const status = error instanceof SampleDataError ? error.status : 500;
      const message = error instanceof SampleDataError ? error.message : INTERNAL_SERVER_ERROR;
      return [status, { message }];
    }
  };
}

/** A copy, so a caller mutating what it got never changes the session's data behind the API's back. */
const copy = <T>(value: T): T => structuredClone(value);

/** New comments and replies: an id the post does not use yet, profile of the signed-in demo user. */
function nextId(existing: readonly { id: number }[]): number {
  return Math.max(0, ...existing.map((item) => item.id)) + 1;
}

function installHandlers(mock: MockAdapter, data: SampleData): void {
  const lists: ReadonlyArray<readonly [string, () => unknown]> = [
    [SAMPLE_DATA_PATHS.products, () => data.products],
    [SAMPLE_DATA_PATHS.chats, () => data.chats],
    [SAMPLE_DATA_PATHS.notes, () => data.notes],
    [SAMPLE_DATA_PATHS.emails, () => data.emails],
    [SAMPLE_DATA_PATHS.tickets, () => data.tickets],
    [SAMPLE_DATA_PATHS.contacts, () => data.contacts],
    [SAMPLE_DATA_PATHS.users, () => data.users],
    [SAMPLE_DATA_PATHS.gallery, () => data.gallery],
    [SAMPLE_DATA_PATHS.blogPosts, () => data.blogPosts],
    [SAMPLE_DATA_PATHS.socialPosts, () => data.socialPosts],
  ];
  for (const [path, read] of lists) mock.onGet(path).reply(() => [200, copy(read())]);

  mock.onPost(SAMPLE_DATA_PATHS.blogPost).reply(
    handle((body) => {
      const slug = slugOf(text(body.title));
      const post = data.blogPosts.find((candidate) => slugOf(candidate.title) === slug);
      if (!post) throw new SampleDataError(404, POST_NOT_FOUND);
      return { post: copy(post) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.addBlogComment).reply(
    handle((body) => {
      const post: BlogPost = findPost(data.blogPosts, body.postId);
      const comment = body.comment as Partial<BlogPost['comments'][number]> | undefined;
      // Blog comments go first (spec section 4).
      post.comments.unshift({
        id: nextId(post.comments),
        profile: comment?.profile ?? post.author,
        time: new Date().toISOString(),
        comment: text(comment?.comment),
        replies: [],
      });
      return { posts: copy(data.blogPosts) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.addBlogReply).reply(
    handle((body) => {
      const post: BlogPost = findPost(data.blogPosts, body.postId);
      const comment = findPost(post.comments, body.commentId);
      const reply = body.reply as Partial<BlogPost['comments'][number]> | undefined;
      // Replies are appended to their comment (spec section 4).
      comment.replies.push({
        id: nextId(comment.replies),
        profile: reply?.profile ?? post.author,
        time: new Date().toISOString(),
        comment: text(reply?.comment),
      });
      return { posts: copy(data.blogPosts) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.likePost).reply(
    handle((body) => {
      toggleLike(findPost(data.socialPosts, body.postId).data.likes);
      return { posts: copy(data.socialPosts) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.addPostComment).reply(
    handle((body) => {
      const post = findPost(data.socialPosts, body.postId);
      const comment = body.comment as Partial<SocialComment> | undefined;
      // Social post comments are appended (spec section 4).
      post.data.comments.push({
        id: nextId(post.data.comments),
        profile: comment?.profile ?? { ...post.profile, time: new Date().toISOString() },
        data: { comment: text(comment?.data?.comment), likes: { like: false, value: 0 }, replies: [] },
      });
      return { posts: copy(data.socialPosts) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.addReply).reply(
    handle((body) => {
      const post = findPost(data.socialPosts, body.postId);
      const comment = findComment(post, body.commentId);
      const reply = body.reply as Partial<SocialComment> | undefined;
      comment.data.replies.push({
        id: nextId(comment.data.replies),
        profile: reply?.profile ?? { ...post.profile, time: new Date().toISOString() },
        data: { comment: text(reply?.data?.comment), likes: { like: false, value: 0 } },
      });
      return { posts: copy(data.socialPosts) };
    }),
  );
  mock.onPost(SAMPLE_DATA_PATHS.likeReply).reply(
    handle((body) => {
      const comment = findComment(findPost(data.socialPosts, body.postId), body.commentId);
      // Spec section 7 likes a comment; an optional `replyId` (this demo's extension) likes one of its replies.
      const target = body.replyId === undefined ? comment : findPost(comment.data.replies, body.replyId);
      toggleLike(target.data.likes);
      return { posts: copy(data.socialPosts) };
    }),
  );
}

let mock: Promise<MockAdapter> | undefined;
/** When the data the handlers answer with was generated. */
let generatedAt = 0;

/**
 * A server render's data is the same for every reader, and a server runs for days: its dates, which count back from
 * when the data was generated, are kept recent by generating it afresh once this old (a browser's count back from
 * its page load).
 */
const SERVER_DATA_MAX_AGE_MS = 60_000;

function answer(adapter: MockAdapter, data: SampleData): void {
  adapter.resetHandlers();
  installHandlers(adapter, data);
  generatedAt = Date.now();
}

/**
 * Starts answering the demo calls on the one API client (once per page; a reload starts from fresh sample data:
 * only the session survives a reload, spec section 4). Every other request passes through to the network
 * untouched, so the restaurant API keeps working beside the demo. The client is loaded on first use, so this waits
 * for it.
 */
export async function startSampleDataApi(data?: SampleData): Promise<void> {
  mock ??= loadApiClient().then((client) => {
    const adapter = new MockAdapter(client, { onNoMatch: 'passthrough' });
    answer(adapter, data ?? generateSampleData());
    return adapter;
  });
  const adapter = await mock;
  if (typeof window === 'undefined' && Date.now() - generatedAt > SERVER_DATA_MAX_AGE_MS) {
    answer(adapter, generateSampleData());
  }
}

/** Tests only: stops answering, so the next start serves fresh data. */
export async function stopSampleDataApi(): Promise<void> {
  const started = mock;
  mock = undefined;
  (await started)?.restore();
}
