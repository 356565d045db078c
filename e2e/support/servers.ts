/**
 * The two copies of the site the e2e config starts (see ../playwright.config.ts): the main one, and one whose
 * access tokens expire after a few seconds, for the silent-refresh journey. Ports come from the environment the
 * config sets once in the runner, so every worker agrees on them.
 */
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 4;

export function shortTtlBaseUrl(): string {
  const port = process.env.E2E_SHORT_TTL_PORT;
  if (!port) throw new Error('E2E_SHORT_TTL_PORT is not set: run the specs through e2e/playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}
