/**
 * The cluster's page renderer (scripts/cluster): the site server, API included, on API_HOST:API_PORT as
 * `startApiInstance` gives every instance. nginx sends it the server-rendered pages only; everything else it serves
 * itself or from the API instances. Its own API reads the cluster's database for the renders and, through the
 * invalidation bus (LISTEN/NOTIFY), hears every instance's writes, so a cached page never outlives one.
 */
import { createSiteServer, type SiteServer } from './site-server';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`API_PORT must be a port number`);
  const server: SiteServer = await createSiteServer({
    port,
    host: process.env.API_HOST?.trim() || '127.0.0.1',
    serverRendering: true,
  });
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[renderer] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
