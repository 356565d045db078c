import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signAccessToken, verifyAccessToken } from '../../src/lib/jwt';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const subject = { userId: 42, sessionId: '5a1c6f7e-0000-4000-8000-000000000042' };

describe('access tokens', () => {
  it('verifies its own token until it expires', () => {
    const token = signAccessToken(subject, secret, 900, 1_000_000);
    expect(verifyAccessToken(token, secret, 1_000_000 + 899_000)).toEqual({ ok: true, ...subject });
    // still naming its session: sign-out accepts an expired token
    expect(verifyAccessToken(token, secret, 1_000_000 + 900_000)).toEqual({ ok: false, reason: 'expired', ...subject });
  });

  it('rejects another secret, a tampered payload and garbage', () => {
    const token = signAccessToken(subject, secret, 900);
    expect(verifyAccessToken(token, `${secret}x`)).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iat: 0, exp: 9e9, typ: 'access' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret).ok).toBe(false);
    expect(verifyAccessToken('abc', secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects a token that names no session (issued before sessions could be signed out)', () => {
    const [h] = signAccessToken(subject, secret, 900).split('.');
    const body = `${h}.${Buffer.from(JSON.stringify({ sub: '42', iat: 0, exp: 9e9, typ: 'access' })).toString('base64url')}`;
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifyAccessToken(`${body}.${sig}`, secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});
