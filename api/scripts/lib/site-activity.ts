// How the release commands (`npm run releases -w remote-x`, `npm run errors -w api`) read the client events from the
// running site over HTTP: on PGlite the site holds the database's lock while it runs, exactly when a remote's team
// wants its figures. `GET /api/ops/client-activity`, behind METRICS_TOKEN like /metrics.
import { Value } from 'typebox/value';
import { ClientActivityResponse, type ClientActivity } from '@restaurant/shared/contracts';

/** Why the site could not be read, in one line for the operator (never a stack). */
export class SiteReadError extends Error {
  override name = 'SiteReadError';
}

const DEFAULT_SITE_PORT = '3000';
const READ_TIMEOUT_MS = 10_000;

/** The site the commands ask: SITE_URL, else the one `npm start` serves on this machine (PORT, default 3000). */
export function siteUrlOf(env: NodeJS.ProcessEnv): string {
  return env.SITE_URL || `http://127.0.0.1:${env.PORT || DEFAULT_SITE_PORT}`;
}

const messageOf = async (response: Response) => {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? `: ${body.message}`
      : '';
  } catch {
    return '';
  }
};

/** The counts per version of `remote` since `since` (and the sampled errors if asked), as the running site has them. */
export async function readSiteActivity(
  env: NodeJS.ProcessEnv,
  remote: string,
  since: Date,
  { samples = false }: { samples?: boolean } = {},
): Promise<ClientActivity> {
  const site = siteUrlOf(env);
  const token = env.METRICS_TOKEN;
  if (!token) throw new SiteReadError(`set METRICS_TOKEN (the site's) to read the figures from the site at ${site}`);
  let url: URL;
  try {
    url = new URL('/api/ops/client-activity', site);
  } catch {
    throw new SiteReadError(`SITE_URL is not an address: ${site}`);
  }
  url.search = new URLSearchParams({ remote, since: since.toISOString(), samples: String(samples) }).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch (error) {
    // undici says why in `cause` (ECONNREFUSED, a timeout, a port fetch refuses to call)
    const { cause } = error as { cause?: { code?: string; message?: string } };
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new SiteReadError(`no site answers at ${site} (${why})`);
  }
  if (response.status === 401) throw new SiteReadError(`the site at ${site} refused METRICS_TOKEN (401)`);
  if (response.status === 404)
    throw new SiteReadError(`the site at ${site} has no operator reads (404): start it with METRICS_TOKEN set`);
  if (!response.ok)
    throw new SiteReadError(`the site at ${site} answered ${response.status}${await messageOf(response)}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!Value.Check(ClientActivityResponse, body))
    throw new SiteReadError(`the site at ${site} answered something else than client activity`);
  return body.data;
}
