import { describe, expect, it } from '@jest/globals';
import { createLocalBus, Subscribers, type InvalidationBus } from '../../src/lib/invalidation-bus';
import { ResponseCache, etagOf } from '../../src/lib/response-cache';

describe('ResponseCache', () => {
  it('keeps an answer as the bytes that go on the wire, UTF-8, with the ETag of those bytes', () => {
    const cache = new ResponseCache(3, createLocalBus());
    const body = '{"data":{"name":"Phở bò","note":"辣"}}';
    cache.set('dish', body, 60, []);
    const entry = cache.get('dish');
    expect(Buffer.isBuffer(entry?.body)).toBe(true);
    expect(entry?.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(entry?.etag).toBe(etagOf(body));
    expect(etagOf(Buffer.from(body, 'utf8'))).toBe(etagOf(body));
  });

  it('never holds more than its bound, dropping the least recently used answer first', () => {
    const cache = new ResponseCache(3, createLocalBus());
    for (const key of ['a', 'b', 'c']) cache.set(key, key, 60, []);
    cache.get('a'); // read again: now the most recently used
    cache.set('d', 'd', 60, []);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.body.toString())).toEqual(['a', 'c', 'd']);

    for (let i = 0; i < 100; i++) cache.set(`query-${i}`, 'x', 60, []);
    expect(cache.size).toBe(3);
  });

  it('forgets an answer once its time is up', () => {
    let now = 0;
    const cache = new ResponseCache(10, createLocalBus(), () => now);
    cache.set('menu', 'body', 5, ['menu']);
    now = 4_999;
    expect(cache.get('menu')?.body.toString()).toBe('body');
    now = 5_000;
    expect(cache.get('menu')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the answers carrying a tag published on its bus, whoever published it', async () => {
    const bus = createLocalBus();
    const cache = new ResponseCache(10, bus);
    cache.set('reviews', 'old average', 60, ['reviews']);
    cache.set('menu', 'dishes', 60, ['menu']);
    await bus.publish(['reviews']);
    expect(cache.get('reviews')).toBeUndefined();
    expect(cache.get('menu')?.body.toString()).toBe('dishes');
    await cache.invalidate('menu');
    expect(cache.get('menu')).toBeUndefined();
  });

  it('drops everything when the bus says invalidations may have been missed', () => {
    const subscribers = new Subscribers();
    const bus: InvalidationBus = {
      publish: async () => {},
      subscribe: (handler) => subscribers.add(handler),
      sync: async () => true,
      close: async () => {},
    };
    const cache = new ResponseCache(10, bus);
    cache.set('menu', 'dishes', 60, ['menu']);
    cache.set('reviews', 'average', 60, ['reviews']);
    subscribers.deliver({ all: true });
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer whose read began before a write to its tag was heard (it may predate the write)', async () => {
    const cache = new ResponseCache(10, createLocalBus());
    const before = cache.stamp();
    await cache.invalidate('reviews');
    cache.set('reviews', 'average read before the new review', 60, ['reviews'], before);
    expect(cache.get('reviews')).toBeUndefined();

    const after = cache.stamp();
    cache.set('reviews', 'average with the new review', 60, ['reviews'], after);
    await cache.invalidate('menu');
    expect(cache.get('reviews')?.body.toString()).toBe('average with the new review');
  });
});
