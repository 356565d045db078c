// What `npm run releases -w remote-x` (scripts/release/cli.ts) reads of the API's database: the page views and client
// errors of each version of a remote over a window, through the same repository the API counts them with, on the
// database the API's configuration points at. Loaded by dynamic import: the release commands are not compiled with
// the API.
import { existsSync } from 'node:fs';
import { ConfigError } from '../src/config';
import { withDatabase } from '../src/db/index';
import { DataDirLockedError } from '../src/db/lock';
import { createClientEventRepository, type VersionActivity } from '../src/repositories/client-event-repository';
import { openDatabase } from '../src/services';
import { loadOperatorConfig } from './lib/command';
import { readSiteActivity, SiteReadError, siteUrlOf } from './lib/site-activity';

/** `from`: the site asked, when the counts came over HTTP rather than from the database. */
export type ReleaseActivity = { activity: VersionActivity[]; from?: string } | { unavailable: string };

/** The running site's counts, or why they could not be read (after why the database could not, if it was tried). */
async function fromSite(
  env: NodeJS.ProcessEnv,
  remote: string,
  since: Date,
  databaseUnreadable?: string,
): Promise<ReleaseActivity> {
  try {
    return { activity: (await readSiteActivity(env, remote, since)).activity, from: siteUrlOf(env) };
  } catch (error) {
    if (!(error instanceof SiteReadError)) throw error;
    return { unavailable: databaseUnreadable ? `${databaseUnreadable}, and ${error.message}` : error.message };
  }
}

export async function releaseActivity(env: NodeJS.ProcessEnv, remote: string, since: Date): Promise<ReleaseActivity> {
  if (env.SITE_URL) return fromSite(env, remote, since);
  try {
    const config = loadOperatorConfig(env);
    // no PGlite folder yet: nothing was ever counted, and a listing creates no database
    if (!config.databaseUrl && !existsSync(config.dataDir)) return { activity: [] };
    return {
      activity: await withDatabase(openDatabase(config), (database) =>
        createClientEventRepository(database.db).activitySince(remote, since),
      ),
    };
  } catch (error) {
    // PGlite is one process's: while the site runs on it, the site itself is asked
    if (error instanceof DataDirLockedError)
      return fromSite(env, remote, since, `the database is held by ${error.holder}`);
    if (error instanceof ConfigError) return { unavailable: error.message };
    throw error;
  }
}
