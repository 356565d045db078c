import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config';
import { bookTables } from '../helpers/reservations';
import { createClock, createTestApp, newDiner, type TestApp } from '../helpers/test-app';

// Noon in the restaurant (UTC+7) on a Thursday: 11:00 that day is already past.
const NOON = Date.parse('2026-12-10T05:00:00.000Z');
const OPENING = '2026-12-10T03:00:00.000Z';
const elevenToday = { tableIds: [1], reservationDate: '2026-12-10', reservationTime: '11:00' };

describe.each([
  ['with TEST_CLOCK=1', true],
  ['without it', false],
])('X-Test-Now %s', (_title, testClock) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: createClock(NOON), config: { testClock } });
  });
  afterAll(() => t.close());

  it(testClock ? "moves the API's clock for that request only" : 'is ignored', async () => {
    const { auth } = await newDiner(t.app);
    const atOpening = await bookTables(t.app, { ...auth, 'x-test-now': OPENING }, elevenToday);
    expect(atOpening.statusCode).toBe(testClock ? 201 : 400);

    const withoutHeader = await bookTables(t.app, auth, { ...elevenToday, tableIds: [2] });
    expect(withoutHeader.statusCode).toBe(400);
  });

  it(testClock ? 'refuses an instant it cannot read' : 'is not read at all', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-test-now': 'yesterday' } });
    if (testClock) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Check these fields: X-Test-Now' });
    } else {
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('TEST_CLOCK in the environment', () => {
  it('is off unless a test script turns it on, with a warning when it does', () => {
    expect(loadConfig({}).config.testClock).toBe(false);
    const { config, warnings } = loadConfig({ TEST_CLOCK: '1' });
    expect(config.testClock).toBe(true);
    expect(warnings).toContainEqual(expect.stringMatching(/^TEST_CLOCK=1: .*never expose this server$/));
  });
});
