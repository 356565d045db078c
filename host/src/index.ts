import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Where each remote lives is decided at run time by `/remotes.json` (name -> mf-manifest.json URL), so a remote can
 * move or redeploy without rebuilding the host. If the file itself cannot be read, the site still starts and the
 * remote routes show their "unavailable" panel.
 */
async function readRemotes(): Promise<Record<string, string>> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('/remotes.json is not an object');
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    console.error('Remote list unavailable; remote pages will show their fallback', error);
    return {};
  }
}

const remotes = await readRemotes();
registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
await import('./bootstrap');
