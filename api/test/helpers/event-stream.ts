import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as a client parses it. */
export type StreamEvent = { id: string | undefined; event: string; data: unknown };

const origins = new WeakMap<FastifyInstance, Promise<string>>();

/** The app listening on a free local port (once per app): streams need a real connection, not `inject`. */
export function originOf(app: FastifyInstance): Promise<string> {
  let origin = origins.get(app);
  if (!origin) {
    origin = app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    });
    origins.set(app, origin);
  }
  return origin;
}

/**
 * Opens an event stream and parses it as it arrives (eventsource-parser, as the browser's client does). `next` waits for the next
 * event matching a predicate (events that do not match are kept in `received` and skipped); it fails if the
 * stream ends first. Nothing here waits for a time: a test waits for what it expects, under jest's own limit.
 */
export async function openStream(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  // node:http rather than fetch: closing destroys the socket at once, as a browser tab going away does
  const origin = await originOf(app);
  const sent = request(`${origin}/api${path}`, { headers: { ...headers, connection: 'close' } });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    sent.once('response', resolve);
    sent.once('error', reject);
    sent.end();
  });
  const received: StreamEvent[] = [];
  const comments: string[] = [];
  let cursor = 0;
  let ended = false;
  let wake = () => {};

  const parser = createParser({
    onEvent: ({ id, event, data }) =>
      received.push({ id, event: event ?? 'message', data: JSON.parse(data) as unknown }),
    onComment: (comment) => comments.push(comment.trim()),
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response) {
        parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
        wake();
      }
    } catch {
      // closed by the test
    } finally {
      ended = true;
      wake();
    }
  })();

  async function until<T>(check: () => T | undefined, what: string): Promise<T> {
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (ended) throw new Error(`the stream ended before ${what}; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }

  return {
    status: response.statusCode,
    headers: response.headers,
    received,
    comments,
    /** the next event (after those already taken) that matches, skipping the others */
    next(match: (event: StreamEvent) => boolean = () => true, what = 'the expected event'): Promise<StreamEvent> {
      return until(() => {
        while (cursor < received.length) {
          const event = received[cursor++]!;
          if (match(event)) return event;
        }
        return undefined;
      }, what);
    },
    /** resolves once a comment line with this text has arrived */
    comment(text: string): Promise<string> {
      return until(() => comments.find((c) => c === text), `a ": ${text}" comment`);
    },
    /** resolves once the server has ended the stream */
    async ended(): Promise<void> {
      await reading;
    },
    close() {
      sent.destroy();
      return reading;
    },
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;
