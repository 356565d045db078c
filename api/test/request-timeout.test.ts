import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { SQLSTATE } from '../src/lib/errors';
import { TEST_CONFIG, openTestDatabase } from './helpers/test-app';

// Far above what a request of the menu needs on a loaded machine, so "in time" never depends on the machine's speed;
// the slow route does not take longer than the limit, it waits until the test lets it go.
const REQUEST_TIMEOUT_MS = Math.round(2000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1));
let releaseSlowHandlers: () => void = () => undefined;
const slowHandlersReleased = new Promise<void>((resolve) => {
  releaseSlowHandlers = resolve;
});
const slowHandlers: Promise<unknown>[] = [];

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    database: opened.database,
    config: { ...TEST_CONFIG, requestTimeoutMs: REQUEST_TIMEOUT_MS },
    logger: false,
    repositories: (repos) => ({
      ...repos,
      // the menu's categories take longer than a request may: until the tests are over
      menuRepository: {
        ...repos.menuRepository,
        listCategories: () => {
          const answer = slowHandlersReleased.then(() => repos.menuRepository.listCategories());
          slowHandlers.push(answer);
          return answer;
        },
      },
    }),
  });
});
afterAll(async () => {
  releaseSlowHandlers();
  await Promise.allSettled(slowHandlers); // they finish before the database closes
  await app.close();
  await drop();
});

const slowRoute = '/api/public/food-categories/getFoodCategories';
const timedOut = { message: expect.any(String), code: 'TIMEOUT' };

describe('the request timeout (REQUEST_TIMEOUT_MS)', () => {
  it('answers 503 {message, code} when a request takes longer, instead of hanging', async () => {
    // the handler is still waiting: an answer at all is the timeout's
    const response = await app.inject(slowRoute);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(timedOut);
  });

  it('holds when another server dispatches to the API with routing(req, res), as the composed site does', async () => {
    const site = createServer((request, response) => app.routing(request, response)).listen(0, '127.0.0.1');
    await once(site, 'listening');
    try {
      const { port } = site.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}${slowRoute}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(timedOut);
    } finally {
      site.closeAllConnections();
      site.close();
    }
  });

  it('leaves requests that answer in time alone', async () => {
    expect((await app.inject('/api/public/food/getFoodsByCategory?size=1')).statusCode).toBe(200);
  });
});

describe('a statement cancelled by the database (statement_timeout)', () => {
  it('answers 503 like a request that took too long', async () => {
    const opened = await openTestDatabase();
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: SQLSTATE.queryCanceled,
    });
    const stubbed = await buildApp({
      database: opened.database,
      config: TEST_CONFIG,
      logger: false,
      repositories: (repos) => ({
        ...repos,
        menuRepository: {
          ...repos.menuRepository,
          listCategories: () => Promise.reject(new Error('Failed query', { cause: cancelled })),
        },
      }),
    });
    try {
      const response = await stubbed.inject(slowRoute);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(timedOut);
    } finally {
      await stubbed.close();
      await opened.drop();
    }
  });
});
