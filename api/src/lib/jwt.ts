import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

// HS256 access tokens through `jose`, a maintained JOSE library: signing and verifying a token is security code we
// keep no copy of. The header and claims are written exactly as the in-house signer wrote them (header
// {"alg":"HS256","typ":"JWT"}, claims in the order sub, sid, iat, exp, typ), so a token issued before the change
// verifies after it and no diner is signed out by the upgrade.

/** `sid`: the session the token was issued for; `authenticate` refuses it once that session is signed out. */
type AccessClaims = { sub: string; sid: string; iat: number; exp: number; typ: 'access' };

const ALGORITHM = 'HS256';

/**
 * One key object per secret (JWT_SECRET, or the key file in DATA_DIR; tests use a few): jose caches the WebCrypto key
 * it derives from a KeyObject, where a raw byte array would be imported again on every request.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret, 'utf8');
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  subject: { userId: number; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(subject.userId),
    sid: subject.sessionId,
    iat,
    exp: iat + ttlSeconds,
    typ: 'access',
  };
  return new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * An expired token still says, under a valid signature, which session it was issued for: sign-out accepts that as
 * proof of having held the session, every other route refuses it.
 */
export type VerifyResult =
  | { ok: true; userId: number; sessionId: string; /** epoch ms of `exp` */ expiresAt: number }
  | { ok: false; reason: 'malformed' | 'signature' }
  | { ok: false; reason: 'expired'; userId: number; sessionId: string };

/** The session an access token names, when its claims are ours; null otherwise. */
function subjectOf(claims: Partial<Record<keyof AccessClaims, unknown>>): { userId: number; sessionId: string } | null {
  const userId = Number(claims.sub);
  const { typ, sid } = claims;
  if (typ !== 'access' || !Number.isSafeInteger(userId) || userId < 1 || typeof sid !== 'string') return null;
  return { userId, sessionId: sid };
}

export async function verifyAccessToken(token: string, secret: string, now = Date.now()): Promise<VerifyResult> {
  let claims: Partial<Record<keyof AccessClaims, unknown>>;
  try {
    // `algorithms` is the allow-list that refuses `alg: none` and every other algorithm (RS256 with our secret as a
    // "public key", HS512...). jose checks the signature before any claim, then the claims' presence (a token naming
    // no session stays invalid, expired or not, as before), then `exp` against `currentDate`.
    ({ payload: claims } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      requiredClaims: ['sub', 'sid', 'exp', 'typ'],
      currentDate: new Date(now),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      // checked after the signature: the expired token's claims are the ones we signed
      const subject = subjectOf(error.payload);
      return subject ? { ok: false, reason: 'expired', ...subject } : { ok: false, reason: 'malformed' };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    // anything else is not a token of ours: bad encoding, another algorithm or type, a claim of the wrong kind
    return { ok: false, reason: 'malformed' };
  }
  const subject = subjectOf(claims);
  // `exp` is there and a number: jose checked it against `currentDate` above
  return subject ? { ok: true, ...subject, expiresAt: Number(claims.exp) * 1000 } : { ok: false, reason: 'malformed' };
}
