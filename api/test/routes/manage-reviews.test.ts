import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { AverageRatings, ManagedReview, Review } from '@restaurant/shared/contracts';
import { reviews } from '../../src/db/schema';
import { signInAsManager, signInAsStaff } from '../helpers/orders';
import {
  callApi,
  type CallArgs,
  createTestApp,
  engine,
  newDiner,
  newVerifiedDiner,
  type TestApp,
} from '../helpers/test-app';

type Who = { auth: Record<string, string> };
let t: TestApp;
let manager: Who;
let staff: Who;
let diner: Who;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signInAsManager(t);
  staff = await signInAsStaff(t);
  diner = await newDiner(t.app);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => callApi(t, ...args);

/** A new diner's review, posted as a diner does. */
async function postReview(rating: number, comment: string) {
  const author = await newVerifiedDiner(t, `Author ${comment}`);
  const posted = await call('POST', '/public/restaurant-review', author, { rating, comment });
  expect(posted.statusCode).toBe(201);
  return { author, review: posted.json().data as Review };
}

const publicList = async (): Promise<Review[]> =>
  (await call('GET', '/public/restaurant-review/restaurant-reviews?size=100')).json().data.items;
const averages = async (): Promise<AverageRatings> =>
  (await call('GET', '/public/restaurant-review/average-ratings')).json().data;
const stored = async (id: number) => (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe(`the manager's reviews (${engine})`, () => {
  it('a reply is shown under its review in the public list, in its language; replying again replaces it', async () => {
    const { review } = await postReview(4, 'Good pho');
    const replied = await call(
      'POST',
      `/manage/reviews/${review.id}/reply`,
      manager,
      { text: 'Merci !' },
      {
        'accept-language': 'fr',
      },
    );
    expect(replied.statusCode).toBe(200);
    expect(replied.headers.etag).toBe('"2"');
    const managed = replied.json().data as ManagedReview;
    expect(managed.reply).toMatchObject({ text: 'Merci !', language: 'fr', by: { name: expect.any(String) } });

    expect((await publicList()).find((r) => r.id === review.id)?.reply).toMatchObject({
      text: 'Merci !',
      language: 'fr',
    });

    const again = await call('POST', `/manage/reviews/${review.id}/reply`, manager, {
      text: 'شكرًا لزيارتكم',
      language: 'ar',
    });
    expect(again.json().data.reply).toMatchObject({ text: 'شكرًا لزيارتكم', language: 'ar' });
    expect((await publicList()).find((r) => r.id === review.id)?.reply?.language).toBe('ar');

    // a stale If-Match: 412, nothing changes
    const stale = await call('DELETE', `/manage/reviews/${review.id}/reply`, manager, undefined, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(412);
    const removed = await call('DELETE', `/manage/reviews/${review.id}/reply`, manager, undefined, {
      'if-match': '"3"',
    });
    expect([removed.statusCode, removed.json().data.reply]).toEqual([200, null]);
    expect((await publicList()).find((r) => r.id === review.id)?.reply).toBeNull();
  });

  it('hiding keeps the review with reason, who and when; it leaves the list and the average; its author still sees it', async () => {
    const before = await averages();
    const { author, review } = await postReview(1, 'Spam spam spam');
    const withIt = await averages();
    expect(withIt.count).toBe(before.count + 1);

    const hidden = await call('POST', `/manage/reviews/${review.id}/hide`, manager, { reason: 'Advertising' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.hidden).toMatchObject({ reason: 'Advertising', by: { name: expect.any(String) } });

    expect((await publicList()).some((r) => r.id === review.id)).toBe(false);
    const without = await averages();
    expect(without).toEqual(before);
    const row = await stored(review.id);
    expect([row.comment, row.hiddenReason, row.hiddenAt instanceof Date, row.hiddenBy]).toEqual([
      'Spam spam spam',
      'Advertising',
      true,
      expect.any(Number),
    ]);

    const mine = (await call('GET', '/public/restaurant-review/my-review', author)).json().data as Review;
    expect([mine.id, mine.hidden]).toEqual([review.id, true]);
    // editing it keeps it hidden: moderation is not undone by the diner
    await call('POST', '/public/restaurant-review', author, { rating: 2, comment: 'Spam again' });
    expect((await publicList()).some((r) => r.id === review.id)).toBe(false);

    const list = (await call('GET', '/manage/reviews?hidden=true&size=100', manager)).json().data;
    expect(list.items.map((r: ManagedReview) => r.id)).toContain(review.id);
    expect(list.items.every((r: ManagedReview) => r.hidden !== null)).toBe(true);

    expect((await call('POST', `/manage/reviews/${review.id}/unhide`, manager)).statusCode).toBe(200);
    expect((await publicList()).some((r) => r.id === review.id)).toBe(true);
    expect((await averages()).count).toBe(before.count + 1);
  });

  it('the manager list: every review newest first, paged, filtered by unanswered', async () => {
    const { review } = await postReview(5, 'Newest one');
    const first = (await call('GET', '/manage/reviews?page=1&size=1', manager)).json().data;
    expect([first.items[0].id, first.size, first.total >= 1]).toEqual([review.id, 1, true]);
    const unanswered = (await call('GET', '/manage/reviews?unanswered=true&size=100', manager)).json().data;
    expect(unanswered.items.every((r: ManagedReview) => r.reply === null)).toBe(true);
    expect(unanswered.items.map((r: ManagedReview) => r.id)).toContain(review.id);
  });

  it('bad input: a blank or too long reply, a hide without a reason, an unknown review: translated 4xx, nothing stored', async () => {
    const { review } = await postReview(3, 'Fine');
    const fr = { 'accept-language': 'fr' };
    const blank = await call('POST', `/manage/reviews/${review.id}/reply`, manager, { text: '   ' }, fr);
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Écrivez la réponse avant de l’envoyer']);
    const long = await call('POST', `/manage/reviews/${review.id}/reply`, manager, { text: 'x'.repeat(2001) }, fr);
    expect([long.statusCode, long.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(long.headers['content-language']).toBe('fr');
    const noReason = await call('POST', `/manage/reviews/${review.id}/hide`, manager, { reason: ' ' }, fr);
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Indiquez pourquoi cet avis est masqué']);
    expect((await call('POST', `/manage/reviews/${review.id}/hide`, manager, {})).statusCode).toBe(400);
    const row = await stored(review.id);
    expect([row.replyText, row.hiddenAt, row.version]).toEqual([null, null, 1]);
    const missing = await call('POST', '/manage/reviews/999999/hide', manager, { reason: 'x' }, fr);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Avis introuvable']);
    // exactly 2,000 characters is accepted
    const max = await call('POST', `/manage/reviews/${review.id}/reply`, manager, { text: 'y'.repeat(2000) });
    expect(max.statusCode).toBe(200);
  });

  it('none → 401; a diner or staff → 403 MANAGER_ONLY on every route here', async () => {
    const routes: [CallArgs[0], string, object?][] = [
      ['GET', '/manage/reviews'],
      ['POST', '/manage/reviews/1/reply', { text: 'Hi' }],
      ['DELETE', '/manage/reviews/1/reply'],
      ['POST', '/manage/reviews/1/hide', { reason: 'x' }],
      ['POST', '/manage/reviews/1/unhide'],
    ];
    for (const [method, url, body] of routes) {
      expect([url, (await call(method, url, undefined, body)).statusCode]).toEqual([url, 401]);
      for (const who of [diner, staff]) {
        const refused = await call(method, url, who, body, { 'accept-language': 'fr' });
        expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'MANAGER_ONLY']);
      }
    }
  });
});
