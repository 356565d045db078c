import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { generateKeyPair, SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from '../../src/lib/jwt';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const subject = { userId: 42, sessionId: '5a1c6f7e-0000-4000-8000-000000000042' };

/**
 * Issued by the in-house signer this library replaced (`signAccessToken(subject, secret, 900, ISSUED_AT)`, run before
 * it was deleted): the tokens diners hold at the upgrade look like this one.
 */
const ISSUED_AT = 1_767_225_600_000;
const TOKEN_FROM_BEFORE_JOSE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsInNpZCI6IjVhMWM2ZjdlLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDA0MiIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoxNzY3MjI2NTAwLCJ0eXAiOiJhY2Nlc3MifQ.qJOk5wTbNTYUCsR3Y5ZIRqwxAVZ1afGXzbG6ixZZLgY';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
/** Claims any of our tokens carries, valid far into the future. */
const claims = { sub: '42', sid: subject.sessionId, iat: 0, exp: 9e9, typ: 'access' };

describe('access tokens issued before the move to jose', () => {
  it('still verify, so no diner is signed out by the upgrade', async () => {
    expect(await verifyAccessToken(TOKEN_FROM_BEFORE_JOSE, secret, ISSUED_AT + 899_000)).toEqual({
      ok: true,
      ...subject,
      expiresAt: ISSUED_AT + 900_000,
    });
  });

  it('still expire when they did', async () => {
    expect(await verifyAccessToken(TOKEN_FROM_BEFORE_JOSE, secret, ISSUED_AT + 900_000)).toEqual({
      ok: false,
      reason: 'expired',
      ...subject,
    });
  });

  it('are what the signer issues today for the same session and time, byte for byte', async () => {
    expect(await signAccessToken(subject, secret, 900, ISSUED_AT)).toBe(TOKEN_FROM_BEFORE_JOSE);
  });
});

describe('access tokens', () => {
  it('verifies its own token until it expires', async () => {
    const token = await signAccessToken(subject, secret, 900, 1_000_000);
    // and says when it expires (a live stream ends then)
    expect(await verifyAccessToken(token, secret, 1_000_000 + 899_000)).toEqual({
      ok: true,
      ...subject,
      expiresAt: 1_000_000 + 900_000,
    });
    // still naming its session: sign-out accepts an expired token
    expect(await verifyAccessToken(token, secret, 1_000_000 + 900_000)).toEqual({
      ok: false,
      reason: 'expired',
      ...subject,
    });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(subject, secret, 900);
    expect(await verifyAccessToken(token, `${secret}x`)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a tampered signature and a tampered payload', async () => {
    const [header, payload, signature] = (await signAccessToken(subject, secret, 900)).split('.') as [
      string,
      string,
      string,
    ];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`, secret)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const otherDiner = base64url({ ...claims, sub: '1' });
    expect(await verifyAccessToken(`${header}.${otherDiner}.${signature}`, secret)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses an unsigned token (alg: none), with or without a signature part', async () => {
    const body = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}`;
    expect(await verifyAccessToken(`${body}.`, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyAccessToken(`${body}.${hs256(body)}`, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses RS256, whether signed with a key pair or with the secret used as a public key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const rsa = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
    expect(await verifyAccessToken(rsa, secret)).toEqual({ ok: false, reason: 'malformed' });
    const body = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}`;
    expect(await verifyAccessToken(`${body}.${hs256(body)}`, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses another HMAC algorithm, even with the right secret (HS512)', async () => {
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(hs512, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses garbage', async () => {
    expect(await verifyAccessToken('abc', secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyAccessToken('not.a.jwt', secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token that names no session (issued before sessions could be signed out), expired or not', async () => {
    const { sid: _sid, ...withoutSession } = claims;
    const body = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(withoutSession)}`;
    expect(await verifyAccessToken(`${body}.${hs256(body)}`, secret)).toEqual({ ok: false, reason: 'malformed' });
    const lapsed = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...withoutSession, exp: 1 })}`;
    expect(await verifyAccessToken(`${lapsed}.${hs256(lapsed)}`, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token that is not an access token', async () => {
    const body = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, typ: 'refresh' })}`;
    expect(await verifyAccessToken(`${body}.${hs256(body)}`, secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});
