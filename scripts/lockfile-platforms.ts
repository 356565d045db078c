/**
 * `npx tsx scripts/lockfile-platforms.ts`: puts back the lockfile entries of other platforms' optional native
 * bindings (`@rspack/binding-darwin-arm64`, `@unrs/resolver-binding-win32-x64-msvc`...).
 *
 * Why: the registry mirror this project installs from has only the linux builds of those packages, so
 * `npm install` leaves the others out of package-lock.json, and `npm ci` then refuses the lockfile
 * ("Missing: @rspack/binding-darwin-arm64@ from lock file"). `npm ci` only needs an entry with the version and
 * its os/cpu/libc (it skips a package built for another platform), which the package's name tells.
 * Run it after any `npm install` that rewrote the lockfile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './lib/front-ends';

interface LockEntry {
  version?: string;
  dev?: boolean;
  peer?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

const OSES = new Set(['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasm32']);

/** `...-linux-arm-musleabihf` -> os linux, cpu arm, libc musl; `...-wasm32-wasi` -> cpu wasm32. */
function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | null {
  const parts = name.split('-');
  const osIndex = parts.findIndex((part) => OSES.has(part));
  if (osIndex === -1) return null;
  const os = parts[osIndex] ?? '';
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = parts[osIndex + 1];
  if (!cpu) return null;
  const abi = parts[osIndex + 2] ?? '';
  const libc = os === 'linux' ? [abi.startsWith('musl') ? 'musl' : 'glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main(): void {
  const file = path.join(ROOT_DIR, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const additions = new Map<string, LockEntry>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const nested = `${location}/node_modules/${name}`;
      if (lock.packages[key] || lock.packages[nested] || additions.has(key)) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      additions.set(key, {
        version,
        cpu: platform.cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
        ...(entry.peer ? { peer: true } : {}),
      });
    }
  }
  if (additions.size === 0) {
    console.log('package-lock.json already lists every platform binding.');
    return;
  }
  const packages: Record<string, LockEntry> = {};
  const pending = [...additions.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [location, entry] of Object.entries(lock.packages)) {
    while (location !== '' && pending.length > 0 && (pending[0]?.[0] ?? '') < location) {
      const next = pending.shift();
      if (next) packages[next[0]] = next[1];
    }
    packages[location] = entry;
  }
  for (const [location, entry] of pending) packages[location] = entry;
  writeFileSync(file, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  console.log(`added ${additions.size} platform entries: ${[...additions.keys()].join(', ')}`);
}

main();
