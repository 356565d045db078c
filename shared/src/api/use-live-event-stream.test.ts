import { act, renderHook } from '@testing-library/react';
import type { EventStreamCall, ServerEvent } from './event-stream';
import { RECONNECT_DELAYS_MS, useLiveEventStream } from './use-live-event-stream';

// How the hook reopens a stream: with the last id it saw, except when the API refused that id as beyond its newest
// event (a database restored to an earlier state), where resuming can never work.

async function* events(...list: ServerEvent[]): AsyncGenerator<ServerEvent> {
  for (const event of list) yield event;
}

const refusedAhead = Object.assign(new Error('Request failed with status code 400'), {
  isAxiosError: true,
  response: {
    status: 400,
    data: { message: 'Last-Event-ID 9 is beyond the newest event (3)', code: 'LAST_EVENT_ID_AHEAD' },
  },
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('reopens from the last id it saw, and from now once the API refused that id as beyond its newest', async () => {
  const calls: Array<string | null> = [];
  const answers: Array<() => Promise<AsyncGenerator<ServerEvent>>> = [
    // a stream that sends one event and is cut
    async () => events({ id: '9', event: 'order-status', data: '{}' }),
    async () => Promise.reject(refusedAhead),
    async () => events({ id: '3', event: 'ready', data: '{"lastEventId":3}' }),
  ];
  const open = jest.fn(({ lastEventId }: EventStreamCall) => {
    calls.push(lastEventId ?? null);
    const answer = answers.shift();
    return answer ? answer() : new Promise<AsyncGenerator<ServerEvent>>(() => undefined);
  });
  const { unmount } = renderHook(() => useLiveEventStream({ open, onEvent: () => undefined, onLive: () => undefined }));
  await act(async () => jest.advanceTimersByTimeAsync(0));
  await act(async () => jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]));
  await act(async () => jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1]));
  expect(calls).toEqual([null, '9', null]);
  unmount();
});
