import { REMOTE_RESPONSE_TIMEOUT_MS, REMOTE_SCRIPT_TIMEOUT_MS, remoteTimeoutPlugin } from './remote-timeout-plugin';

// The federation runtime's hooks, called as it calls them: a remote whose server never answers is given up on after
// REMOTE_RESPONSE_TIMEOUT_MS (the fallback plugin then shows its panel), one that answers is left alone.

const MANIFEST = '/remotes/ordering/mf-manifest.json';
const realFetch = globalThis.fetch;

/** A server that accepts the request and never answers: the fetch ends only when aborted. */
function neverAnswers(): jest.Mock {
  return jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

function manifestFetch(init: RequestInit = {}): Promise<Response | false | void> {
  const hook = remoteTimeoutPlugin().fetch;
  if (!hook) throw new Error('the plugin has no fetch hook');
  return Promise.resolve(hook(MANIFEST, init));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('a remote that never answers', () => {
  it('has its manifest request aborted after REMOTE_RESPONSE_TIMEOUT_MS, not before', async () => {
    const fetchMock = neverAnswers();
    globalThis.fetch = fetchMock;
    let settled = false;
    const request = manifestFetch().finally(() => (settled = true));
    const failed = expect(request).rejects.toThrow(
      `${MANIFEST} did not answer within ${REMOTE_RESPONSE_TIMEOUT_MS} ms`,
    );
    await jest.advanceTimersByTimeAsync(REMOTE_RESPONSE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('leaves an answered request alone, its timer cleared, and still obeys the caller’s own abort', async () => {
    // jsdom has no Response: the hook passes on whatever fetch answered
    const answer = { ok: true, status: 200 } as Response;
    globalThis.fetch = jest.fn(() => Promise.resolve(answer));
    await expect(manifestFetch()).resolves.toBe(answer);
    expect(jest.getTimerCount()).toBe(0);

    globalThis.fetch = neverAnswers();
    const caller = new AbortController();
    const request = manifestFetch({ signal: caller.signal });
    caller.abort(new Error('the caller gave up'));
    await expect(request).rejects.toThrow('the caller gave up');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives its entry script, whose server has answered the manifest, time for a slow network', () => {
    const hook = remoteTimeoutPlugin().createScript;
    if (!hook) throw new Error('the plugin has no createScript hook');
    const created = hook({
      url: 'http://localhost/remotes/ordering/remoteEntry.js',
      attrs: { crossorigin: 'anonymous' },
    });
    expect(created).toMatchObject({ timeout: REMOTE_SCRIPT_TIMEOUT_MS });
    const script = (created as { script: HTMLScriptElement }).script;
    expect(script.src).toBe('http://localhost/remotes/ordering/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });
});
