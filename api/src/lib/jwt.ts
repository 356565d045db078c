import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 JWTs with node:crypto: the access token only needs sign + verify of a few claims, so no dependency.

/** `sid`: the session the token was issued for; `authenticate` refuses it once that session is signed out. */
type AccessClaims = { sub: string; sid: string; iat: number; exp: number; typ: 'access' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string) {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(
  subject: { userId: number; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(subject.userId),
    sid: subject.sessionId,
    iat,
    exp: iat + ttlSeconds,
    typ: 'access',
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${signature(body, secret).toString('base64url')}`;
}

/**
 * An expired token still says, under a valid signature, which session it was issued for: sign-out accepts that as
 * proof of having held the session, every other route refuses it.
 */
export type VerifyResult =
  | { ok: true; userId: number; sessionId: string }
  | { ok: false; reason: 'malformed' | 'signature' }
  | { ok: false; reason: 'expired'; userId: number; sessionId: string };

export function verifyAccessToken(token: string, secret: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: Partial<AccessClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const userId = Number(claims.sub);
  const { typ, exp, sid } = claims;
  if (
    typ !== 'access' ||
    !Number.isSafeInteger(userId) ||
    userId < 1 ||
    typeof exp !== 'number' ||
    typeof sid !== 'string'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (exp <= Math.floor(now / 1000)) return { ok: false, reason: 'expired', userId, sessionId: sid };
  return { ok: true, userId, sessionId: sid };
}
