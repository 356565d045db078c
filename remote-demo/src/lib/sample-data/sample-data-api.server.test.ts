/**
 * @jest-environment node
 */
import { SAMPLE_DATA_PATHS, startSampleDataApi, stopSampleDataApi } from './sample-data-api';
import { sampleDataGet } from './sample-data-request';
import type { Email } from './types';

const MINUTE_MS = 60_000;

async function newestEmailTime(): Promise<number> {
  const emails = await sampleDataGet<Email[]>(SAMPLE_DATA_PATHS.emails);
  return Math.max(...emails.map((email) => Date.parse(email.time)));
}

describe('the sample-data API in a server render', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await stopSampleDataApi();
  });

  it('keeps its dates recent on a server that runs for days: the data is generated afresh once a minute old', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-29T08:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    await startSampleDataApi();
    const first = await newestEmailTime();
    expect(first).toBeLessThanOrEqual(Date.now());
    expect(first).toBeGreaterThan(Date.now() - 7 * 24 * 60 * MINUTE_MS);

    jest.setSystemTime(Date.now() + 30_000);
    expect(await newestEmailTime()).toBe(first);

    jest.setSystemTime(Date.now() + 3 * 24 * 60 * MINUTE_MS);
    expect(await newestEmailTime()).toBe(first + 3 * 24 * 60 * MINUTE_MS + 30_000);
  });
});
