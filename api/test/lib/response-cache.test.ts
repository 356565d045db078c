import { describe, expect, it } from '@jest/globals';
import { ResponseCache } from '../../src/lib/response-cache';

describe('ResponseCache', () => {
  it('never holds more than its bound, dropping the least recently used answer first', () => {
    const cache = new ResponseCache(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, key, 60, []);
    cache.get('a'); // read again: now the most recently used
    cache.set('d', 'd', 60, []);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.body)).toEqual(['a', 'c', 'd']);

    for (let i = 0; i < 100; i++) cache.set(`query-${i}`, 'x', 60, []);
    expect(cache.size).toBe(3);
  });

  it('forgets an answer once its time is up', () => {
    let now = 0;
    const cache = new ResponseCache(10, () => now);
    cache.set('menu', 'body', 5, ['menu']);
    now = 4_999;
    expect(cache.get('menu')?.body).toBe('body');
    now = 5_000;
    expect(cache.get('menu')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
