import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, newDiner, newVerifiedDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = '/api/public/restaurant-review';

describe('reviews', () => {
  it('lists the 30 seeded reviews newest first with their authors', async () => {
    const { data } = (await t.app.inject(`${base}/restaurant-reviews?size=5`)).json();
    expect(data.total).toBe(30);
    expect(data.items).toHaveLength(5);
    expect(data.items[0]).toEqual(
      expect.objectContaining({ rating: 5, author: { id: expect.any(Number), fullName: 'Lê Thu Hà' } }),
    );
  });

  it('filters by star rating and rejects a rating outside 1-5', async () => {
    const { data } = (await t.app.inject(`${base}/restaurant-reviews?rating=1`)).json();
    expect(data.items.every((r: { rating: number }) => r.rating === 1)).toBe(true);
    expect((await t.app.inject(`${base}/restaurant-reviews?rating=6`)).statusCode).toBe(400);
  });

  it('gives the average, the count and the count per star', async () => {
    const { data } = (await t.app.inject(`${base}/average-ratings`)).json();
    expect(data.count).toBe(30);
    expect(data.breakdown.map((b: { rating: number }) => b.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(data.breakdown.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(30);
    expect(data.average).toBeGreaterThan(3.5);
    expect(data.average).toBeLessThanOrEqual(5);
  });

  it('a diner posts one review, sees it as theirs, and posting again replaces it', async () => {
    const diner = await newVerifiedDiner(t, 'Reviewer One');
    const mine = () => t.app.inject({ url: `${base}/my-review`, headers: diner.auth });
    expect((await mine()).json()).toEqual({ data: null });

    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: diner.auth,
      payload: { rating: 4, comment: 'Phở ngon!' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      rating: 4,
      comment: 'Phở ngon!',
      author: { fullName: 'Reviewer One' },
    });

    const replaced = await t.app.inject({
      method: 'POST',
      url: base,
      headers: diner.auth,
      payload: { rating: 2, comment: 'Changed my mind' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.id).toBe(created.json().data.id);
    expect((await mine()).json().data).toMatchObject({ rating: 2, comment: 'Changed my mind' });

    // the cached averages were dropped by the write
    const { data } = (await t.app.inject(`${base}/average-ratings`)).json();
    expect(data.count).toBe(31);
  });

  it.each([
    ['rating 0', { rating: 0, comment: 'x' }],
    ['rating 2.5', { rating: 2.5, comment: 'x' }],
    ['no comment', { rating: 5 }],
    ['a blank comment', { rating: 5, comment: '   ' }],
    ['a 1001-character comment', { rating: 5, comment: 'a'.repeat(1001) }],
  ])('answers 400 for %s', async (_case, payload) => {
    const diner = await newVerifiedDiner(t);
    const response = await t.app.inject({ method: 'POST', url: base, headers: diner.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
  });

  it('answers 403 EMAIL_NOT_VERIFIED to a diner who has not confirmed their e-mail address, and posts nothing', async () => {
    const diner = await newDiner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: base,
      headers: diner.auth,
      payload: { rating: 5, comment: 'Great!' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.stringContaining('e-mail'), code: 'EMAIL_NOT_VERIFIED' });
    expect((await t.app.inject({ url: `${base}/my-review`, headers: diner.auth })).json()).toEqual({ data: null });
  });

  it('answers 401 to posting or reading my review without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: base, payload: { rating: 5, comment: 'hi' } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject(`${base}/my-review`)).statusCode).toBe(401);
  });
});
