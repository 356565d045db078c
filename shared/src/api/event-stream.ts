import { loadApiClient } from './api-request';

/** One Server-Sent Event as the API streams it: `id:`, `event:` (default `message`) and `data:` parsed as JSON. */
export interface ServerEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * Splits a text/event-stream into its events (the HTML standard's parsing rules: lines, `field: value`, a blank line
 * dispatches, comments and unknown fields ignored, multi-line `data:` joined by newlines). Data that is not JSON is
 * kept as its text.
 */
export async function* parseEventStream(chunks: AsyncIterable<string>): AsyncGenerator<ServerEvent> {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  for await (const chunk of chunks) {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) {
          const text = data.join('\n');
          yield { id, event: event || 'message', data: parseData(text) };
        }
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
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
