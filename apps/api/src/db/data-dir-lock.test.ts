import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-lock-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second server on the same data folder until the first one releases it', async () => {
    const unlockFirst = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(/already using the data folder/);
      await expect(lockDataDir(dataDir)).rejects.toThrow(dataDir);
    } finally {
      await unlockFirst();
    }

    const unlockAgain = await lockDataDir(dataDir);
    await unlockAgain();
  });

  it('creates a data folder that does not exist yet', async () => {
    const fresh = path.join(dataDir, 'nested', 'data');
    const unlock = await lockDataDir(fresh);
    await unlock();
  });
});
