import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AN, DINER, bearer, createTestApp, login, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('POST /api/auth/register', () => {
  it('creates a diner and answers 201 with the user, never the password', async () => {
    const response = await post('/api/auth/register', {
      email: 'New.Guest@Example.com',
      password: 'Banh#mi99',
      fullName: 'Lê Văn Tám',
      phone: '+84 901 234 567',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      email: 'new.guest@example.com',
      fullName: 'Lê Văn Tám',
      phone: '+84 901 234 567',
      emailVerified: false,
      emailUndeliverable: false,
      // no Accept-Language: English
      language: 'en',
      role: 'diner',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toContain('Banh#mi99');
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    const response = await post('/api/auth/register', {
      email: 'DINER@example.com',
      password: 'Another#1',
      fullName: 'Copy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['a short password', { email: 'a@example.com', password: 'ab1', fullName: 'A' }, 'VALIDATION_ERROR'],
    ['a password without a digit', { email: 'b@example.com', password: 'onlyletters', fullName: 'B' }, 'WEAK_PASSWORD'],
    ['a password without a letter', { email: 'b2@example.com', password: '12345678', fullName: 'B' }, 'WEAK_PASSWORD'],
    ['a bad email', { email: 'not-an-email', password: 'Secret#123', fullName: 'C' }, 'VALIDATION_ERROR'],
    ['a missing name', { email: 'd@example.com', password: 'Secret#123' }, 'VALIDATION_ERROR'],
    ['a blank name', { email: 'e@example.com', password: 'Secret#123', fullName: '   ' }, 'VALIDATION_ERROR'],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code });
  });

  it('accepts letters of any alphabet in a password (the contract pattern is Unicode-aware)', async () => {
    const response = await post('/api/auth/register', {
      email: 'pho.ngon@example.com',
      password: 'phởngon12',
      fullName: 'Phở',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with details for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in a demo diner with tokens and the user', async () => {
    const response = await post('/api/auth/login', DINER);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^rt_/),
      tokenType: 'Bearer',
      expiresIn: 900,
      user: expect.objectContaining({ email: DINER.email, fullName: 'Trần Minh Khoa' }),
    });
  });

  it.each([
    ['a wrong password', { email: DINER.email, password: 'Wrong#2026' }],
    ['an unknown email', { email: 'nobody@example.com', password: 'Diner#2026' }],
    [
      'a seeded reviewer profile (no password)',
      { email: 'reviewer01@reviews.nhahangsen.example', password: 'anything1' },
    ],
  ])('answers 401 with a message for %s', async (_case, payload) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('answers 400 when a field is missing', async () => {
    const response = await post('/api/auth/login', { email: DINER.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'body.password' })]);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in diner', async () => {
    const { accessToken } = await login(t.app, AN);
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(AN.email);
  });

  it.each([
    ['no token', {}, 'UNAUTHORIZED'],
    ['a garbage token', bearer('not.a.jwt'), 'INVALID_TOKEN'],
    [
      'a token signed with another secret',
      bearer(
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiaWF0IjoxLCJleHAiOjk5OTk5OTk5OTksInR5cCI6ImFjY2VzcyJ9.c2lnbmF0dXJlLWZyb20tc29tZXdoZXJlLWVsc2UtMTIzNDU2Nzg',
      ),
      'INVALID_TOKEN',
    ],
  ])('answers 401 with %s', async (_case, headers, code) => {
    const response = await t.app.inject({ url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code });
  });

  it.each([
    ['unsigned (alg: none)', { alg: 'none', typ: 'JWT' }, false],
    ['relabelled RS256, its HS256 signature kept', { alg: 'RS256', typ: 'JWT' }, true],
  ])("answers 401 INVALID_TOKEN to a diner's live token re-sent %s", async (_case, header, keepsSignature) => {
    const { accessToken } = await login(t.app, AN);
    const [, payload, signature] = accessToken.split('.');
    const forged = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${payload}.${keepsSignature ? signature : ''}`;
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid access token', code: 'INVALID_TOKEN' });
  });

  it('answers 401 TOKEN_EXPIRED once the 15-minute access token has lapsed', async () => {
    const { accessToken } = await login(t.app, DINER);
    t.clock.advance(15 * 60_000 + 1000);
    try {
      const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Your session has expired: refresh the token',
        code: 'TOKEN_EXPIRED',
      });
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });
});

describe('ACCESS_TOKEN_TTL', () => {
  it('sets the access-token lifetime and the expiresIn of login and refresh', async () => {
    const short = await createTestApp({ config: { accessTokenTtl: 5 } });
    try {
      const session = await login(short.app, DINER);
      expect(session.expiresIn).toBe(5);
      const refreshed = await short.app.inject({
        method: 'POST',
        url: '/api/auth/refreshToken',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.json().data.expiresIn).toBe(5);
      expect((await short.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) })).statusCode).toBe(
        200,
      );
      short.clock.advance(5_000);
      const expired = await short.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) });
      expect(expired.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      await short.close();
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string, url = '/api/auth/refreshToken') => post(url, { refreshToken });

  it('rotates: a new pair each time, and the new access token works', async () => {
    const session = await newDiner(t.app);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.refreshToken).not.toBe(session.refreshToken);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(data.accessToken) });
    expect(me.json().data.email).toBe(session.email);
  });

  it('answers on the /auth/refresh-token alias too', async () => {
    const session = await newDiner(t.app);
    expect((await refresh(session.refreshToken, '/api/auth/refresh-token')).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token after the grace window and revokes the whole family', async () => {
    const session = await newDiner(t.app);
    const first = (await refresh(session.refreshToken)).json().data;
    t.clock.advance(31_000);
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_REUSED');
    // the legitimate holder of the newest token is signed out too: the family is compromised
    const next = await refresh(first.refreshToken);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('REFRESH_TOKEN_REVOKED');
  });

  it('keeps two tabs refreshing the same token together on one chain: both get the same successor (grace window)', async () => {
    const session = await newDiner(t.app);
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tabA = a.json().data;
    const tabB = b.json().data;
    expect(tabB.refreshToken).toBe(tabA.refreshToken);
    // the session goes on from that one token (a second chain would have forked it)
    const next = await refresh(tabA.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await refresh(next.json().data.refreshToken)).statusCode).toBe(200);
  });

  it('a second tab a few seconds late is still inside the grace window', async () => {
    const session = await newDiner(t.app);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    t.clock.advance(5_000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await refresh('rt_unknown')).json()).toEqual({
      message: expect.any(String),
      code: 'INVALID_REFRESH_TOKEN',
    });
    expect((await post('/api/auth/refreshToken', {})).statusCode).toBe(400);
  });

  it('answers 401 for an expired refresh token', async () => {
    const session = await newDiner(t.app);
    t.clock.advance(31 * 24 * 3600_000);
    try {
      const response = await refresh(session.refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('REFRESH_TOKEN_EXPIRED');
    } finally {
      t.clock.advance(-31 * 24 * 3600_000);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the refresh token stops working', async () => {
    const session = await newDiner(t.app);
    const response = await post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await post('/api/auth/refreshToken', { refreshToken: session.refreshToken });
    expect(after.statusCode).toBe(401);
  });

  it('needs no bearer token: an expired access token does not stop signing out', async () => {
    const session = await newDiner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer('expired.or.garbage'),
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers 204 for an unknown token (nothing to reveal), 401 when nothing names a session, 400 for a bad body', async () => {
    expect((await post('/api/auth/logout', { refreshToken: 'rt_nope' })).statusCode).toBe(204);
    const unnamed = await post('/api/auth/logout', {});
    expect(unnamed.statusCode).toBe(401);
    expect(unnamed.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
    expect((await post('/api/auth/logout', { refreshToken: '' })).statusCode).toBe(400);
  });
});

describe('rate limiting', () => {
  it('answers 429 with a code after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ config: { authRateLimitMax: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'wrong-pass1' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await attempt();
      expect(last.json()).toEqual({ message: expect.stringContaining('Too many'), code: 'RATE_LIMITED' });
      expect(last.headers['retry-after']).toBeDefined();
      // public reads are not limited
      expect((await limited.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('messages in the diner language', () => {
  let attempts = 0;
  // each from an address of its own: more than five failures from one would be slowed down (429)
  const badLogin = (language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `192.0.2.${++attempts}`,
      headers: language ? { 'accept-language': language } : {},
      payload: { email: DINER.email, password: 'Wrong#2026' },
    });

  it('answers the same bad login in French and in Arabic, with the same code', async () => {
    const french = await badLogin('fr-FR,fr;q=0.9');
    const arabic = await badLogin('ar');
    expect(french.json()).toEqual({ message: 'E-mail ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
    expect(arabic.json()).toEqual({
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      code: 'INVALID_CREDENTIALS',
    });
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toContain('Accept-Language');
  });

  it('speaks Vietnamese and Chinese to clients that ask, and English to the rest', async () => {
    expect((await badLogin('vi')).json().message).toBe('Email hoặc mật khẩu không đúng');
    expect((await badLogin('ch')).json().message).toBe('邮箱或密码不正确');
    expect((await badLogin('de-DE')).json().message).toBe('Incorrect email or password');
    expect((await badLogin()).json().message).toBe('Incorrect email or password');
  });

  it('translates messages with parameters, validation errors and unknown routes too', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^Vérifiez ces champs : /),
      details: expect.any(Array),
    });
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'zh' } });
    expect(missing.json()).toEqual({ message: '没有路由 GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
    const food = await t.app.inject({ url: '/api/public/food/getFood/999999', headers: { 'accept-language': 'ar' } });
    expect(food.json()).toEqual({ message: 'الطبق غير موجود', code: 'NOT_FOUND' });
  });

  it('answers a Vietnamese browser (vi-VN first) in Vietnamese: refusals, validation, unknown routes and records', async () => {
    const vietnamese = { 'accept-language': 'vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7' };
    const refused = await badLogin(vietnamese['accept-language']);
    expect(refused.json()).toEqual({ message: 'Email hoặc mật khẩu không đúng', code: 'INVALID_CREDENTIALS' });
    expect(refused.headers['content-language']).toBe('vi');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: vietnamese,
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^Hãy kiểm tra các trường: /);
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: vietnamese });
    expect(missing.json()).toEqual({ message: 'Không có đường dẫn GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
    const food = await t.app.inject({ url: '/api/public/food/getFood/999999', headers: vietnamese });
    expect(food.json()).toEqual({ message: 'Không tìm thấy món ăn', code: 'NOT_FOUND' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: vietnamese,
      payload: { email: 'lan.vi@example.com', password: 'Banh#mi99', fullName: '   ' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().message).toBe('Vui lòng nhập họ và tên');
  });
});
