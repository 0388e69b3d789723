import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra });

test('DATABASE_POOL_SIZE: 10 connections unless set, a whole number from 1 to 200', () => {
  expect(load({}).databasePoolSize).toBe(10);
  expect(load({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  for (const wrong of ['0', '201', '2.5', 'many']) {
    expect(() => load({ DATABASE_POOL_SIZE: wrong })).toThrow(
      /Invalid configuration:\n {2}DATABASE_POOL_SIZE/,
    );
  }
});
