import {
  DEFAULT_AFTER_SIGN_IN,
  emailVerificationPathFor,
  safeRedirectPath,
  signInPathFor,
  withRedirect,
} from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/landing/food', '/landing/food'],
    ['/landing/reservation?guests=4&date=2026-07-14#plan', '/landing/reservation?guests=4&date=2026-07-14#plan'],
    ['/landing/voucher-detail/3', '/landing/voucher-detail/3'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['landing/food'],
    [''],
    ['/auth/login?redirect=/landing/food'],
    ['/auth/register2'],
  ])('refuses %p and falls back to the homepage', (raw) => {
    expect(safeRedirectPath(raw)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('falls back when there is no redirect at all', () => {
    expect(safeRedirectPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectPath(undefined, '/landing/food')).toBe('/landing/food');
  });
});

describe('signInPathFor', () => {
  it('puts the encoded return path in the redirect parameter', () => {
    expect(signInPathFor('/landing/reservation?guests=4')).toBe(
      '/auth/login?redirect=%2Flanding%2Freservation%3Fguests%3D4',
    );
  });

  it('drops a return path to another site', () => {
    expect(signInPathFor('https://evil.example')).toBe('/auth/login');
  });
});

describe('emailVerificationPathFor', () => {
  it('sends to the code page with the way back, never to another site', () => {
    expect(emailVerificationPathFor('/landing/review')).toBe('/auth/two-steps?redirect=%2Flanding%2Freview');
    expect(emailVerificationPathFor('https://evil.example')).toBe('/auth/two-steps');
  });
});

describe('withRedirect', () => {
  it('carries a safe return path to the next auth page and drops an unsafe one', () => {
    expect(withRedirect('/auth/register', '/landing/food')).toBe('/auth/register?redirect=%2Flanding%2Ffood');
    expect(withRedirect('/auth/register', '//evil.example')).toBe('/auth/register');
  });
});
