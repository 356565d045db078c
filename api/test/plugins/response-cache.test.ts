import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MAX_ENTRIES = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { responseCacheMaxEntries: MAX_ENTRIES } });
});
afterAll(() => t.close());

const foods = '/api/public/food/getFoodsByCategory';
const xCache = async (url: string) => (await t.app.inject(url)).headers['x-cache'];

describe('the response cache key', () => {
  it('is the query the route validated: unknown parameters, their order and leading zeros hit the same entry', async () => {
    expect(await xCache(`${foods}?page=1&size=8&junk=1`)).toBe('MISS');
    expect(await xCache(`${foods}?size=8&page=1`)).toBe('HIT');
    expect(await xCache(`${foods}?size=08&page=1&other=2&junk=3`)).toBe('HIT');
  });

  it('ignores every parameter of a route that takes none', async () => {
    const categories = '/api/public/food-categories/getFoodCategories';
    await t.app.inject(categories);
    expect(await xCache(`${categories}?flush=${Date.now()}`)).toBe('HIT');
  });

  it('is found again for a URL asked for long ago, after many other URLs of the same query', async () => {
    const first = `${foods}?page=1&size=7&junk=0`;
    expect(await xCache(first)).toBe('MISS');
    for (let i = 1; i <= MAX_ENTRIES * 2; i++) expect(await xCache(`${foods}?size=7&page=1&junk=${i}`)).toBe('HIT');
    expect(await xCache(first)).toBe('HIT');
  });

  it('still tells different validated queries apart', async () => {
    const first = (await t.app.inject(`${foods}?page=1&size=2`)).json().data.items;
    const second = (await t.app.inject(`${foods}?page=2&size=2&junk=1`)).json().data.items;
    expect(first[0].id).not.toBe(second[0].id);
  });
});

describe('the response cache bound (RESPONSE_CACHE_MAX_ENTRIES)', () => {
  it('keeps only the most recently used answers however many distinct queries arrive', async () => {
    const pages = [1, 2, 3, 4, 5, 6].map((page) => `${foods}?size=1&page=${page}`);
    for (const url of pages) await t.app.inject(url);
    // newest first: the last MAX_ENTRIES pages are still there, the older ones were evicted
    const answers = [];
    for (const url of [...pages].reverse()) answers.push(await xCache(url));
    expect(answers).toEqual(['HIT', 'HIT', 'HIT', 'MISS', 'MISS', 'MISS']);
  });
});

describe('a cached answer', () => {
  it('is sent again byte for byte, with the same ETag, type and length as when it was read', async () => {
    const url = `${foods}?page=1&size=20`;
    const miss = await t.app.inject(url);
    const hit = await t.app.inject(url);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    for (const header of ['etag', 'content-type', 'content-length', 'cache-control']) {
      expect(hit.headers[header]).toBe(miss.headers[header]);
    }
    const unchanged = await t.app.inject({ url, headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
  });
});
