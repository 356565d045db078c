import { once } from 'node:events';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { SQLSTATE } from '../src/lib/errors';
import { TEST_CONFIG, openTestDatabase } from './helpers/test-app';

// wide margins both ways: on a loaded 2-core machine a plain menu read took over 100 ms and was cut off (503)
const REQUEST_TIMEOUT_MS = 1500;
const SLOW_MS = 6000;

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
      // the menu's categories take longer than a request may
      menuRepository: {
        ...repos.menuRepository,
        listCategories: async () => {
          await sleep(SLOW_MS);
          return repos.menuRepository.listCategories();
        },
      },
    }),
  });
});
afterAll(async () => {
  await sleep(SLOW_MS); // let the slow handlers finish before the database closes
  await app.close();
  await drop();
});

const slowRoute = '/api/public/food-categories/getFoodCategories';
const timedOut = { message: expect.any(String), code: 'TIMEOUT' };

describe('the request timeout (REQUEST_TIMEOUT_MS)', () => {
  it('answers 503 {message, code} when a request takes longer, instead of hanging', async () => {
    const started = Date.now();
    const response = await app.inject(slowRoute);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(timedOut);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
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
