import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's manifest or entry script may go unanswered before it counts as failed. A remote that refuses
 * (connection refused, 404) fails at once and its panel shows; one whose server accepts the connection and never
 * answers would otherwise hold the page on its skeleton for as long as the browser waits (the federation runtime's own
 * script timeout is 20 s, a fetch has none). Past this the request is aborted, and the failure is the one the fallback
 * plugin already turns into the panel, within the same second; the page asks again in the background as after any
 * failure.
 */
export const REMOTE_RESPONSE_TIMEOUT_MS = 1000;

/**
 * How long a remote's entry script may take, body included. Its manifest, always fetched first, has already shown
 * the server answers; the script's time is then the network's (a slow phone may need seconds for it), and only a
 * server that answers the manifest and then hangs on the script waits this long.
 */
export const REMOTE_SCRIPT_TIMEOUT_MS = 15_000;

/** `init`'s own signal, if any, and the timer's: either aborts the request. */
function withDeadline(init: RequestInit, url: string, timeoutMs: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const outer = init.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Bounds the wait for a remote's files: its manifest (the federation runtime's `fetch` hook: aborted when no answer
 * has come within `timeoutMs`; a body already arriving is left to finish) and its remoteEntry.js (the `createScript`
 * hook's `timeout`, `scriptTimeoutMs`: a script tag cannot tell an answer from its body). Registered with the first
 * plugins in index.ts, so the early preload of the first page's remote is bounded too.
 */
export function remoteTimeoutPlugin(
  timeoutMs = REMOTE_RESPONSE_TIMEOUT_MS,
  scriptTimeoutMs = REMOTE_SCRIPT_TIMEOUT_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'restaurant-remote-timeout',
    async fetch(url, init) {
      const { signal, done } = withDeadline(init, url, timeoutMs);
      try {
        return await fetch(url, { ...init, signal });
      } finally {
        done();
      }
    },
    createScript({ url, attrs }) {
      // as the runtime builds the tag itself when a hook gives none (attributes included), with our timeout
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      return { script, timeout: scriptTimeoutMs };
    },
  };
}
