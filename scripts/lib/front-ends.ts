import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// __dirname (not import.meta): these scripts run as CommonJS under tsx and are also loaded by Playwright's CJS transform.
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export type RemoteName = 'ordering' | 'reservation' | 'auth' | 'demo' | 'staff';

export interface RemotePackage {
  name: RemoteName;
  dir: string;
  devPort: number;
}

export const HOST_DIR = 'host';
export const HOST_DEV_PORT = 3100;
export const API_DEV_PORT = 3200;

export const REMOTES: readonly RemotePackage[] = [
  { name: 'ordering', dir: 'remote-ordering', devPort: 3101 },
  { name: 'reservation', dir: 'remote-reservation', devPort: 3102 },
  { name: 'auth', dir: 'remote-auth', devPort: 3103 },
  { name: 'demo', dir: 'remote-demo', devPort: 3104 },
  { name: 'staff', dir: 'remote-staff', devPort: 3105 },
];

/** Every front end: the remotes, then the host. */
export const FRONT_END_DIRS: readonly string[] = [...REMOTES.map((remote) => remote.dir), HOST_DIR];

/** Every TypeScript project `npm test` type-checks. */
export const TYPECHECK_DIRS: readonly string[] = [
  'shared',
  HOST_DIR,
  ...REMOTES.map((r) => r.dir),
  'api',
  'scripts',
  'e2e',
];

export function remoteEnvVar(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export function distDir(frontEndDir: string): string {
  return path.join(ROOT_DIR, frontEndDir, 'dist');
}

/** Files a front end's build must have produced; the oldest one dates the build. */
function buildArtifacts(frontEndDir: string): string[] {
  const dist = distDir(frontEndDir);
  if (frontEndDir === HOST_DIR) return [path.join(dist, 'index.html')];
  return [path.join(dist, 'remoteEntry.js'), path.join(dist, 'mf-manifest.json')];
}

const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results']);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Inputs of a front end's build: its own sources and config, the shared package and the webpack factory. */
function buildInputs(frontEndDir: string): string[] {
  const own = path.join(ROOT_DIR, frontEndDir);
  const ownInputs = existsSync(own)
    ? readdirSync(own)
        .filter((name) => !IGNORED_DIRS.has(name) && !name.endsWith('.tsbuildinfo'))
        .map((name) => path.join(own, name))
    : [];
  return [
    ...ownInputs,
    path.join(ROOT_DIR, 'shared', 'src'),
    path.join(ROOT_DIR, 'shared', 'package.json'),
    path.join(ROOT_DIR, 'scripts', 'webpack'),
  ];
}

/** Why a front end needs building, or null when its dist/ is present and newer than every input. */
export function staleReason(frontEndDir: string): string | null {
  const artifacts = buildArtifacts(frontEndDir);
  const missing = artifacts.find((file) => !existsSync(file));
  if (missing) return `${path.relative(ROOT_DIR, missing)} is missing`;
  const builtAt = Math.min(...artifacts.map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(...buildInputs(frontEndDir).map(newestMtime));
  return changedAt > builtAt ? 'sources changed since the last build' : null;
}

export function hasPackage(frontEndDir: string): boolean {
  return existsSync(path.join(ROOT_DIR, frontEndDir, 'package.json'));
}
