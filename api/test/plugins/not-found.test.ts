import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { prepareApi } from '../../src/app';
import { TEST_CONFIG, openTestDatabase } from '../helpers/test-app';

// The composed site mounts the API beside its own `GET /*` (its pages and files): Fastify tries every route before
// any not-found handler, so an unknown API address must still get the API's answer, not the site's page.
let server: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const { database, drop: dropDatabase } = await openTestDatabase();
  drop = dropDatabase;
  const api = await prepareApi({ database, config: TEST_CONFIG, logger: false });
  server = Fastify(api.serverOptions);
  await server.register(api.plugin, { ...api.pluginOptions, prefix: api.prefix });
  server.get('/*', async () => 'the site');
  await server.ready();
});
afterAll(async () => {
  await server.close();
  await drop();
});

describe('an address the API does not know, with the API mounted beside a catch-all route', () => {
  it('answers the API’s own 404 for a GET under its prefix', async () => {
    const response = await server.inject({ url: '/api/no-such-route', headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Aucune route GET /api/no-such-route', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers the API’s own 404 for another method too', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('leaves every other address to the server it is mounted in', async () => {
    const response = await server.inject('/landing/food');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('the site');
  });
});
