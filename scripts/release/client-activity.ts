import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../lib/front-ends';
import type { ActivitySince } from './canary-watch';

/**
 * Per version, what the API's database counted (`from`: the running site, when it was read over HTTP because the site
 * holds the database or SITE_URL was given); or why it could not be read (said to the operator, never thrown).
 */
export type Activity =
  { activity: Array<{ version: string; pageViews: number; errors: number }>; from?: string } | { unavailable: string };

type ReleaseActivity = (env: NodeJS.ProcessEnv, remote: string, since: Date) => Promise<Activity>;

function hasReleaseActivity(candidate: unknown): candidate is { releaseActivity: ReleaseActivity } {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'releaseActivity' in candidate &&
    typeof candidate.releaseActivity === 'function'
  );
}

/**
 * The API's counts per version of a remote since a time, read from the database `env` configures (or from the running
 * site over HTTP when PGlite's lock is the site's, or SITE_URL is given)
 * (`api/scripts/release-activity.ts`, an ES module: loaded by dynamic import and typed here by shape, as the site
 * server loads the API). For the processes that do not hold the API themselves: `npm run releases`, the cluster.
 */
export async function readActivity(env: NodeJS.ProcessEnv, remote: string, since: Date): Promise<Activity> {
  const file = path.join(ROOT_DIR, 'api', 'scripts', 'release-activity.ts');
  if (!existsSync(file)) return { unavailable: 'no API in this repository' };
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!hasReleaseActivity(loaded)) throw new Error(`${file} does not export releaseActivity()`);
  return loaded.releaseActivity(env, remote, since);
}

/** `readActivity` as the canary watch reads it: a database it cannot read is a failed look, tried again at the next. */
export function activityFromDatabase(env: NodeJS.ProcessEnv): ActivitySince {
  return async (remote, since) => {
    const read = await readActivity(env, remote, since);
    if ('unavailable' in read) throw new Error(`the client events could not be read: ${read.unavailable}`);
    return read.activity;
  };
}
