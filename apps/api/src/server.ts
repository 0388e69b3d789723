import path from 'node:path';
import pg from 'pg';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type DatabaseTimeouts, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { DEMO_PASSWORD } from './demo/demo-users';
import { seedDemoDataIfEmpty } from './demo/seed';

/** Any fixed number, the same in every process: the PostgreSQL advisory lock that start-ups migrate under. */
const MIGRATION_LOCK_KEY = 717_004_025;

/**
 * Opens PostgreSQL with the migrations applied one process at a time: N API processes started together on a new
 * database (or after a release with a migration) would otherwise race to create the same tables.
 */
async function openPostgresOneAtATime(url: string, poolSize: number, timeouts: DatabaseTimeouts) {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await openDatabase({ kind: 'postgres', url, poolSize, timeouts });
  } finally {
    await lock.end();
  }
}

async function main() {
  const config = loadConfig();
  // Only the embedded database needs the folder lock; PostgreSQL handles many processes itself.
  const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgresOneAtATime(config.databaseUrl, config.databasePoolSize, config.databaseTimeouts)
    : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pglite') });
  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, {
      images: app.imageStorage,
      qrSecret: config.qrSecret,
      gst: config.gst,
      log: app.log,
    });
    if (seeded) {
      app.log.info(`Seeded demo data. Demo accounts (password for all: ${DEMO_PASSWORD}):`);
      for (const account of seeded.accounts) app.log.info(`  ${account.role.padEnd(9)} ${account.email}`);
    }
  }

  // Graceful shutdown: stop accepting connections, let the requests in flight finish (readiness and every other
  // route answer 503 meanwhile), let each background worker finish the job in hand, then close the database. A
  // request that is still running after SHUTDOWN_TIMEOUT_SECONDS is cut off.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests in flight, then shutting down`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdownTimeoutSeconds} s; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    await app.close();
    await database.close();
    await unlock?.();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`TicketMela is serving http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
