import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// The API on its own (dev, or many stateless instances behind a balancer with DATABASE_URL).
async function main() {
  const { config } = loadConfig();
  const app = await buildApp();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // stop accepting, finish in-flight requests, close the database; give up after 10 s
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // configuration and lock problems are the operator's to fix: say so plainly, without a stack
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(`restaurant-api: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
