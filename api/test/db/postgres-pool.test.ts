import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/db/index';
import { sqlState } from '../../src/lib/errors';
import { engine } from '../helpers/test-app';

const timeouts = { connectMs: 200, statementMs: 300, idleMs: 100 };

describe('the PostgreSQL pool', () => {
  it('gives up on a server that accepts the connection but never answers, after the connect timeout', async () => {
    // a TCP server that never speaks: the PostgreSQL handshake would wait forever
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const error = await openPostgres({ connectionString: `postgres://nobody@127.0.0.1:${port}/db`, timeouts }).catch(
        (e: unknown) => e,
      );
      // the first connection is the start-up lock's own (before migrations): the driver's "timeout expired"
      // an answer at all means it gave up: the server never says a word
      expect(error).toMatchObject({ message: expect.stringMatching(/timeout/i) });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  const onPostgres = engine === 'postgres' ? it : it.skip;

  onPostgres('cancels a statement that runs longer than the statement timeout (SQLSTATE 57014)', async () => {
    const database = await openPostgres({
      connectionString: process.env.TEST_PG_ADMIN_URL!,
      timeouts,
      migrate: false,
    });
    try {
      const error = await database.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
      expect(sqlState(error)).toBe('57014');
      // the connection is still usable
      expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  onPostgres('closes connections that stay idle longer than the idle timeout', async () => {
    const database = await openPostgres({ connectionString: process.env.TEST_PG_ADMIN_URL!, timeouts, migrate: false });
    try {
      await database.db.execute(sql`select 1`);
      expect(database.pool.totalCount).toBe(1);
      // closed once idle for idleMs: waited for (up to jest's limit), not assumed done after a fixed sleep
      while (database.pool.totalCount > 0) await sleep(timeouts.idleMs);
      expect(database.pool.totalCount).toBe(0);
    } finally {
      await database.close();
    }
  });
});
