import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Invalidation, InvalidationBus } from '../../src/lib/invalidation-bus';
import { createPostgresBus } from '../../src/lib/postgres-invalidation-bus';
import { withDatabase } from '../helpers/templates';
import { engine } from '../helpers/test-app';

const onPostgres = engine === 'postgres' ? describe : describe.skip;

onPostgres('the invalidation bus on PostgreSQL (LISTEN/NOTIFY)', () => {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
  const name = `bus_${randomUUID().replaceAll('-', '')}`;
  // a skipped describe still runs its body: without a server (the PGlite project alone) there is no URL to build
  const url = adminUrl && withDatabase(adminUrl, name);
  let pool: pg.Pool;
  const buses: InvalidationBus[] = [];

  /** One API instance's bus: its own listening connection, NOTIFY through the shared pool. */
  function instance(applicationName: string) {
    const heard: Invalidation[] = [];
    const bus = createPostgresBus({
      newClient: () => new pg.Client({ connectionString: url, application_name: applicationName }),
      notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
      reconnectDelaysMs: [10],
    });
    bus.subscribe((invalidation) => heard.push(invalidation));
    buses.push(bus);
    return { bus, heard, tags: () => heard.flatMap((i) => ('tags' in i ? i.tags : [])) };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    pool = new pg.Pool({ connectionString: url, max: 4 });
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await pool.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('has every instance hear what one publishes by the time the others have synced, without waiting', async () => {
    const a = instance('bus-a');
    const b = instance('bus-b');
    const c = instance('bus-c');
    expect(await b.bus.sync()).toBe(true);
    expect(await c.bus.sync()).toBe(true);
    for (let round = 0; round < 20; round++) {
      await a.bus.publish([`reviews-${round}`]);
      // a read arriving on b or c right after a's write answered
      await Promise.all([b.bus.sync(), c.bus.sync()]);
      expect(b.tags()).toContain(`reviews-${round}`);
      expect(c.tags()).toContain(`reviews-${round}`);
    }
    // the publisher dropped its own entries at once and does not hear them a second time
    expect(a.tags().filter((tag) => tag === 'reviews-0')).toHaveLength(1);
  });

  it('shares one round trip among simultaneous syncs, each still covering what was published before it', async () => {
    const a = instance('bus-share-a');
    const b = instance('bus-share-b');
    await b.bus.sync();
    const syncs = [];
    for (let i = 0; i < 50; i++) {
      await a.bus.publish([`menu-${i}`]);
      syncs.push(b.bus.sync().then((ok) => ok && b.tags().includes(`menu-${i}`)));
    }
    expect(await Promise.all(syncs)).toEqual(syncs.map(() => true));
  });

  it('drops everything when its connection is lost, then listens again', async () => {
    const a = instance('bus-lost-a');
    const b = instance('bus-lost-b');
    expect(await b.bus.sync()).toBe(true);
    const dropped = b.heard.length;
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'bus-lost-b'`);
    // the loss and the reconnection each say "everything"; syncing reconnects at once if needed
    let synced = false;
    for (let attempt = 0; attempt < 50 && !synced; attempt++) {
      synced = (await b.bus.sync()) && b.heard.slice(dropped).some((i) => 'all' in i);
      if (!synced) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(synced).toBe(true);
    await a.bus.publish(['after-reconnect']);
    expect(await b.bus.sync()).toBe(true);
    expect(b.tags()).toContain('after-reconnect');
  });
});
