import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDemoDataIfEmpty } from './db/seed';

async function main() {
  const config = loadConfig();
  // Only the embedded database needs the folder lock; PostgreSQL handles many processes itself.
  const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, database });

  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, {
      uploadsDir: config.uploadsDir,
      qrSecret: config.qrSecret,
      log: app.log,
    });
    if (seeded) {
      app.log.info('Seeded demo data. Demo accounts (password for all: Password@123):');
      for (const account of seeded.accounts) app.log.info(`  ${account.role.padEnd(9)} ${account.email}`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    await unlock?.();
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
