import { parseEventStream, type ServerEvent } from './event-stream';

async function eventsOf(...chunks: string[]): Promise<ServerEvent[]> {
  async function* source() {
    yield* chunks;
  }
  const events: ServerEvent[] = [];
  for await (const event of parseEventStream(source())) events.push(event);
  return events;
}

describe('reading a text/event-stream', () => {
  it('gives each event its id, name and JSON data, however the chunks cut the lines', async () => {
    expect(
      await eventsOf(
        'event: ready\ndata: {"lastEventId":"4"}\n\n',
        'id: 5\nevent: order-st',
        'atus\ndata: {"id":',
        '7}\n\n',
      ),
    ).toEqual([
      { id: null, event: 'ready', data: { lastEventId: '4' } },
      { id: '5', event: 'order-status', data: { id: 7 } },
    ]);
  });

  it('skips comments (the heartbeat), joins multi-line data, keeps text that is not JSON, and accepts CRLF', async () => {
    expect(await eventsOf(': heartbeat\n\n', 'data: one\r\ndata: two\r\n\r\n')).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('keeps the last id for the events after it, and drops an event the stream cut before its blank line', async () => {
    expect(await eventsOf('id: 9\ndata: 1\n\ndata: 2\n\ndata: 3')).toEqual([
      { id: '9', event: 'message', data: 1 },
      { id: '9', event: 'message', data: 2 },
    ]);
  });
});
