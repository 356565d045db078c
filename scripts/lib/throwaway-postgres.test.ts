import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startThrowawayPostgres, type PostgresServer } from './throwaway-postgres';

// The throw-away server listens on 127.0.0.1, which every user and process of the machine can reach: only the URL it
// answers, with its made-up password, may log in.

let server: PostgresServer;
beforeAll(async () => {
  server = await startThrowawayPostgres({ durable: false });
  // initdb and a server start: real work, slower on a busy machine
}, 120_000);
afterAll(() => server?.stop());

async function login(config: pg.ClientConfig): Promise<number> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe('the throw-away PostgreSQL server', () => {
  it('lets in the URL it answers', async () => {
    expect(await login({ connectionString: server.url })).toBe(1);
  });

  it('refuses a login over TCP without the password, or with another one', async () => {
    const { hostname: host, port } = new URL(server.url);
    const asSuperuser = { host, port: Number(port), user: 'postgres', database: 'postgres' };
    // the server asks for a password (with trust it let this in): the client has none to give
    await expect(login(asSuperuser)).rejects.toThrow(/password/);
    await expect(login({ ...asSuperuser, password: 'postgres' })).rejects.toThrow(/password authentication failed/);
  });
});
