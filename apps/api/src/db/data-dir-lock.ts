import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * Two processes opening the same PGlite folder silently lose writes, so the server holds an exclusive
 * lock on its data folder for as long as it runs. A second server on the same folder fails at once.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 30_000, update: 10_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `Another TicketMela server is already using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR (or a DATABASE_URL).',
      );
    }
    throw error;
  }
}
