// `npm run errors -w api -- --remote ordering [--since 1h]`: the page views and client errors of each version of a
// remote since a time, and the sampled errors with their stacks resolved against the build's hidden source maps on
// disk (the `.map` files webpack leaves beside each release's output, and beside a remote's own dist/ build), on the
// database the API's configuration points at; or, when that database is PGlite held by the running site (or SITE_URL
// is given), from the site over HTTP (METRICS_TOKEN). Every text a browser sent is shown escaped: a message is data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { CLIENT_EVENT_REMOTES, UNRELEASED_VERSION, type ClientEventRemote } from '@restaurant/shared/client-errors';
import { withDatabase, type Db } from '../src/db/index';
import { DataDirLockedError } from '../src/db/lock';
import {
  createClientEventRepository,
  type ClientErrorSample,
  type VersionActivity,
} from '../src/repositories/client-event-repository';
import { openDatabase } from '../src/services';
import { loadOperatorConfig, runAsCommand, type CommandResult } from './lib/command';
import { readSiteActivity, SiteReadError, siteUrlOf } from './lib/site-activity';

export const USAGE = `usage: npm run errors -w api -- --remote <${CLIENT_EVENT_REMOTES.join('|')}> [--since 1h] (m, h or d)`;

export type ErrorsCommand = { remote: ClientEventRemote; sinceMs: number };

const UNIT_MS = { m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

export function parseErrorsArgs(argv: string[]): ErrorsCommand | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { remote: { type: 'string' }, since: { type: 'string', default: '1h' } },
      strict: true,
      allowPositionals: false,
    });
    const remote = CLIENT_EVENT_REMOTES.find((name) => name === values.remote);
    if (!remote) return { error: `--remote is one of ${CLIENT_EVENT_REMOTES.join(', ')}\n${USAGE}` };
    const since = /^([0-9]{1,4})([mhd])$/.exec(values.since ?? '');
    if (!since?.[1] || !since[2]) return { error: `--since is a number and m, h or d (90m, 1h, 7d)\n${USAGE}` };
    return { remote, sinceMs: Number(since[1]) * UNIT_MS[since[2] as keyof typeof UNIT_MS] };
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
}

/** A browser's text as a terminal shows it: control characters (colours, cursor moves, a cleared screen) escaped. */
export function escapeForTerminal(text: string): string {
  // eslint-disable-next-line no-control-regex -- the characters to escape are exactly the control ones
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (char) =>
    char === '\t' ? '  ' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export type BuildFolders = {
  releasesDir: string;
  /** a remote's own dist/ build (version `dist`) */
  distDirOf: (remote: ClientEventRemote) => string;
};

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const defaultDistDirOf = (remote: ClientEventRemote) => path.join(REPOSITORY_ROOT, `remote-${remote}`, 'dist');

/**
 * Resolves a stack's frames (`…/static/js/12.3f9c.js:1:2044`) of one remote version against the `.map` files beside
 * that build's output; a frame with no map (another build, a library's) stays as it was.
 */
export function createStackResolver(folders: BuildFolders) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerOf = (mapFile: string) => {
    if (!consumers.has(mapFile)) {
      consumers.set(
        mapFile,
        existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null,
      );
    }
    return consumers.get(mapFile) ?? null;
  };

  return (remote: ClientEventRemote, version: string, stack: string): string => {
    const buildDir =
      version === UNRELEASED_VERSION ? folders.distDirOf(remote) : path.join(folders.releasesDir, remote, version);
    const marker = version === UNRELEASED_VERSION ? `/remotes/${remote}/` : `/releases/${remote}/${version}/`;
    return stack.replace(/(\S+\.js):(\d+):(\d+)/g, (frame: string, url: string, line: string, column: string) => {
      const at = url.lastIndexOf(marker);
      if (at < 0) return frame;
      const file = path.normalize(url.slice(at + marker.length));
      if (file.startsWith('..') || path.isAbsolute(file)) return frame;
      const consumer = consumerOf(path.join(buildDir, `${file}.map`));
      const original = consumer?.originalPositionFor({ line: Number(line), column: Number(column) - 1 });
      if (!original?.source) return frame;
      const name = original.name ? ` ${original.name}` : '';
      return `${original.source}:${original.line}:${(original.column ?? 0) + 1}${name}`;
    });
  };
}

const percent = (errors: number, pageViews: number) =>
  pageViews === 0 ? '—' : `${((100 * errors) / pageViews).toFixed(1)} %`;

/** Where the command reads a remote's counts and sampled errors: the database, or the running site. */
export type ClientEventsSource = {
  /** said after the window when it is not the database (`read from the site at …`) */
  from?: string;
  read: (remote: string, since: Date) => Promise<{ activity: VersionActivity[]; samples: ClientErrorSample[] }>;
};

export const databaseSource = (db: Db): ClientEventsSource => ({
  read: async (remote, since) => {
    const repository = createClientEventRepository(db);
    return {
      activity: await repository.activitySince(remote, since),
      samples: await repository.samplesSince(remote, since),
    };
  },
});

/** The running site (`GET /api/ops/client-activity`); `databaseUnreadable` is said first when it is the fallback. */
export const siteSource = (env: NodeJS.ProcessEnv, databaseUnreadable?: string): ClientEventsSource => ({
  from: siteUrlOf(env),
  read: async (remote, since) => {
    try {
      const read = await readSiteActivity(env, remote, since, { samples: true });
      return {
        activity: read.activity,
        samples: read.samples.map((sample) => ({ ...sample, at: new Date(sample.at) })),
      };
    } catch (error) {
      if (databaseUnreadable && error instanceof SiteReadError)
        throw new SiteReadError(`${databaseUnreadable}, and ${error.message}`);
      throw error;
    }
  },
});

/** What the command prints: counts per version, then each sampled error, newest first, its stack resolved. */
export async function runErrorsCommand(
  source: ClientEventsSource,
  command: ErrorsCommand,
  { now, folders }: { now: Date; folders: BuildFolders },
): Promise<CommandResult> {
  const since = new Date(now.getTime() - command.sinceMs);
  const { activity, samples } = await source.read(command.remote, since);
  const resolve = createStackResolver(folders);
  const from = source.from ? ` (read from the site at ${source.from})` : '';
  const lines = [`${command.remote} since ${since.toISOString()}${from}`];
  if (activity.length === 0) lines.push('  no page views and no errors');
  for (const { version, pageViews, errors } of activity)
    lines.push(`  ${version}  ${pageViews} page views  ${errors} errors  (${percent(errors, pageViews)})`);
  if (samples.length > 0) lines.push('', `sampled errors (${samples.length}, newest first):`);
  for (const sample of samples) {
    lines.push(
      '',
      `${sample.at.toISOString()}  ${sample.version}  ${sample.kind}  ${escapeForTerminal(sample.route)}`,
      `  ${escapeForTerminal(sample.message)}`,
    );
    if (sample.stack) {
      const resolved = resolve(command.remote, sample.version, sample.stack);
      for (const frame of resolved.split('\n')) lines.push(`    ${escapeForTerminal(frame.trim())}`);
    }
  }
  return { exitCode: 0, message: lines.join('\n') };
}

runAsCommand(import.meta.url, 'errors', async () => {
  const command = parseErrorsArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  const config = loadOperatorConfig();
  const options = { now: new Date(), folders: { releasesDir: config.releasesDir, distDirOf: defaultDistDirOf } };
  if (process.env.SITE_URL) return runErrorsCommand(siteSource(process.env), command, options);
  try {
    return await withDatabase(openDatabase(config), (database) =>
      runErrorsCommand(databaseSource(database.db), command, options),
    );
  } catch (error) {
    // PGlite is one process's: while the site runs on it (its lock refuses the opening), the site itself is asked
    if (!(error instanceof DataDirLockedError)) throw error;
    return runErrorsCommand(siteSource(process.env, `the database is held by ${error.holder}`), command, options);
  }
});
