import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instanceTrustProxy } from './nginx-config';

describe('the proxies an instance behind the cluster nginx believes', () => {
  it('is nginx alone when the site trusts no proxy', () => {
    for (const value of [undefined, '', '0', 'false']) assert.equal(instanceTrustProxy(value), '1');
  });

  it('is one hop more than the site trusts', () => {
    assert.equal(instanceTrustProxy('true'), '2');
    assert.equal(instanceTrustProxy('1'), '2');
    assert.equal(instanceTrustProxy('2'), '3');
  });

  it('adds nginx, on loopback, to proxies named by address', () => {
    assert.equal(instanceTrustProxy('10.0.0.5, 10.0.1.0/24'), '10.0.0.5, 10.0.1.0/24,127.0.0.1');
  });
});
