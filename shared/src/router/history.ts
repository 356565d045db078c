import { createPath, parsePath, type Location, type Path } from './location';

/** What a router navigates with: the browser's session history, or a list in memory (server render, tests). */
export interface History {
  readonly location: Location;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  /** Moves through the entries (`-1` is back); the listeners hear of it when it has happened. */
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** What an entry of the browser's history carries: the navigation's state and the entry's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The browser's history: `pushState`/`replaceState` to navigate, `popstate` for back and forward. */
export function createBrowserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = (window.history.state ?? {}) as EntryState;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  let location = read();
  const changed = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  const write = (method: 'pushState' | 'replaceState', path: Path, state: unknown) => {
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    window.history[method](entry, '', createPath(path));
    changed();
  };
  return {
    get location() {
      return location;
    },
    push: (path, state) => write('pushState', path, state),
    replace: (path, state) => write('replaceState', path, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
  };
}

/** A first entry of a memory history: a path, or a path with the state a test arrives with. */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

/** History kept in memory: the server's render of one URL, and tests. */
export function createMemoryHistory(initialEntries: readonly InitialEntry[] = ['/'], initialIndex?: number): History {
  const listeners = new Set<(location: Location) => void>();
  const toLocation = (entry: InitialEntry, key: string): Location => {
    const { state = null, ...path } = typeof entry === 'string' ? { ...parsePath(entry), state: null } : entry;
    return { pathname: '/', search: '', hash: '', ...path, state, key };
  };
  let entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((entry, at) =>
    toLocation(entry, at === 0 ? 'default' : newKey()),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const changed = () => {
    for (const listener of listeners) listener(entries[index] as Location);
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    push(path, state) {
      entries = [...entries.slice(0, index + 1), { ...path, state: state ?? null, key: newKey() }];
      index = entries.length - 1;
      changed();
    },
    replace(path, state) {
      entries = entries.map((entry, at) => (at === index ? { ...path, state: state ?? null, key: newKey() } : entry));
      changed();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      changed();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
