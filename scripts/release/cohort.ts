import { randomInt } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * A browser's canary cohort: a number from 0 to 99 drawn at random the first time it asks for /remotes.json or a page,
 * kept in a first-party cookie so each browser stays on the same side of every canary across reloads. It says nothing
 * of the account (a diner signing in or out keeps it) and is no secret: a canary at N % serves its release to cohorts
 * 0 to N-1. The site server and the cluster's nginx read and set it alike.
 */

export const COHORT_COOKIE = 'cohort';
export const COHORT_COUNT = 100;
/** A year: long enough that a diner does not flip between versions, short enough to be forgotten. */
export const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `0` to `99`, written as the site writes it (no leading zero): anything else is no cohort, and a new one is drawn. */
export const COHORT_VALUE = /^(?:[0-9]|[1-9][0-9])$/;

/** The cohort a request's Cookie header carries, or null (none, or not one the site would have set). */
export function cohortOf(cookieHeader: string | undefined): number | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[COHORT_COOKIE];
  return value !== undefined && COHORT_VALUE.test(value) ? Number(value) : null;
}

export function randomCohort(): number {
  return randomInt(0, COHORT_COUNT);
}

/**
 * The Set-Cookie value keeping a cohort: the whole site, sent on top-level navigations only from other sites, never read
 * by a script (the server chooses the versions).
 */
export function cohortSetCookie(cohort: number, secure: boolean): string {
  return stringifySetCookie({
    name: COHORT_COOKIE,
    value: String(cohort),
    path: '/',
    maxAge: COHORT_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
}

/** Whether a cohort gets a canary served to `percent` % of the browsers. */
export function inCanary(cohort: number, percent: number): boolean {
  return cohort < percent;
}
