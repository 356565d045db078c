import { createPath, type Path } from 'react-router-dom';
import { paths } from './paths';

/** Where a diner lands after signing in when nothing (or nothing safe) says otherwise. */
export const DEFAULT_AFTER_SIGN_IN: string = paths.landing.homepage;
export const REDIRECT_PARAM = 'redirect';

// Parsed against a throw-away origin: anything that resolves elsewhere (`//evil.test`, `/\evil.test`,
// `https://evil.test`, `javascript:`) changes the origin and is refused.
const PROBE_ORIGIN = 'https://same-site.invalid';
// Sending a diner back to a sign-in page after signing in would loop.
const SIGN_IN_PAGES = [paths.auth.login, paths.auth.login2, paths.auth.register, paths.auth.register2];
const NON_RETURNABLE = new RegExp(`^(?:${SIGN_IN_PAGES.join('|')})(?:[/?#]|$)`);
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The `?redirect=` value when it is a path of this site, else `fallback`: a sign-in form must never become an open
 * redirect to another origin.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || CONTROL_CHARACTERS.test(raw)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NON_RETURNABLE.test(path) ? fallback : path;
}

/** `/auth/login?redirect=<path>`: where a page that needs an account sends a signed-out diner. */
export function signInPathFor(returnTo: string, signInPath: string = paths.auth.login): string {
  const safe = safeRedirectPath(returnTo, '');
  return safe === '' ? signInPath : `${signInPath}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}

/** `/auth/two-steps?redirect=<path>`: where a diner confirms their e-mail address with its code, then comes back. */
export function emailVerificationPathFor(returnTo: string, verificationPath: string = paths.auth.twoSteps): string {
  return withRedirect(verificationPath, returnTo);
}

/** Keeps the return path when moving between the auth pages (sign in <-> sign up <-> verification). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = safeRedirectPath(redirect, '');
  return safe === '' ? path : `${path}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}

/** Where the diner is now (path, query and hash), as the `redirect` parameter carries it. */
export function currentPathOf(location: Path): string {
  return createPath(location);
}
