import { describe, expect, it } from '@jest/globals';
import { signAccessToken, verifyAccessToken } from '../../src/lib/jwt';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  it('verifies its own token until it expires', () => {
    const token = signAccessToken(42, secret, 900, 1_000_000);
    expect(verifyAccessToken(token, secret, 1_000_000 + 899_000)).toEqual({ ok: true, userId: 42 });
    expect(verifyAccessToken(token, secret, 1_000_000 + 900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects another secret, a tampered payload and garbage', () => {
    const token = signAccessToken(42, secret, 900);
    expect(verifyAccessToken(token, `${secret}x`)).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iat: 0, exp: 9e9, typ: 'access' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret).ok).toBe(false);
    expect(verifyAccessToken('abc', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});
