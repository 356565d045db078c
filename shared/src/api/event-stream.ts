import { createParser } from 'eventsource-parser';
import { loadApiClient } from './api-request';

/** One Server-Sent Event as the API streams it: `id:`, `event:` (default `message`) and `data:` parsed as JSON. */
export interface ServerEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * The events of a text/event-stream, split by `eventsource-parser` (the HTML standard's rules: comments and unknown
 * fields ignored, multi-line `data:` joined, CRLF accepted), with the standard's last event id kept for the events
 * after it. Data that is not JSON is kept as its text; an event the stream cut before its blank line is dropped.
 */
export async function* parseEventStream(chunks: AsyncIterable<string>): AsyncGenerator<ServerEvent> {
  const parsed: ServerEvent[] = [];
  let lastEventId: string | null = null;
  const parser = createParser({
    onEvent: ({ id, event, data }) => {
      if (id !== undefined && !id.includes('\0')) lastEventId = id;
      parsed.push({ id: lastEventId, event: event ?? 'message', data: parseData(data) });
    },
  });
  for await (const chunk of chunks) {
    parser.feed(chunk);
    yield* parsed.splice(0);
  }
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function* decoded(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
}

export interface EventStreamCall {
  /** The id of the last event received: the API replays what came after it (`Last-Event-ID`). */
  lastEventId?: string | null;
  signal: AbortSignal;
}

/**
 * Opens one of the API's live streams through the one API client (its bearer, language and refresh on 401) with
 * axios' fetch adapter, which hands the body over as it arrives: no request timeout, ended by `signal`. Rejects when
 * the stream cannot be opened; the events end when the server or the network closes it.
 */
export async function openEventStream(path: string, { lastEventId, signal }: EventStreamCall) {
  const apiClient = await loadApiClient();
  const response = await apiClient.get<ReadableStream<Uint8Array>>(path, {
    adapter: 'fetch',
    responseType: 'stream',
    timeout: 0,
    signal,
    headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
  return parseEventStream(decoded(response.data));
}
