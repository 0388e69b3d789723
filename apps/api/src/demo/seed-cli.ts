/**
 * `npm run seed -w @ticketmela/api`: seeds the demo data into the configured database (DATA_DIR or
 * DATABASE_URL) when it has no users yet. Stop the server first when it uses the embedded database:
 * the data folder lock refuses a second process, as it must.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createImageStorage } from '../lib/image-storage';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemoDataIfEmpty } from './seed';

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const images = await createImageStorage(config);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const seeded = await seedDemoDataIfEmpty(database.db, {
        images,
        qrSecret: config.qrSecret,
        gst: config.gst,
        log: { info: (message) => console.log(message) },
      });
      if (!seeded) {
        console.log('The database already has users; nothing was seeded.');
        return;
      }
      console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
      for (const account of seeded.accounts) console.log(`  ${account.role.padEnd(9)} ${account.email}`);
    } finally {
      await database.close();
    }
  } finally {
    await images.close();
    await unlock?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
