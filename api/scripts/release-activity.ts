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

export type ReleaseActivity = { activity: VersionActivity[] } | { unavailable: string };

export async function releaseActivity(env: NodeJS.ProcessEnv, remote: string, since: Date): Promise<ReleaseActivity> {
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
    // PGlite is one process's: while the site runs on it, its counts are read on PostgreSQL only (or from /metrics)
    if (error instanceof DataDirLockedError) return { unavailable: `the database is in use (${error.message})` };
    if (error instanceof ConfigError) return { unavailable: error.message };
    throw error;
  }
}
