import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@ticketmela/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import { type UserRow, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { signSessionToken } from '../src/lib/tokens';
import { createTestDatabase } from './database';

export const TEST_PASSWORD = 'Secret123';
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database. Rate limits are generous unless a test sets them. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** Registers extra test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void>,
  /** A database the test prepared itself (createTestDatabase with options); closed with the app. */
  prepared?: DatabaseHandle,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    QR_SECRET: 'test-qr-secret-that-is-long-enough-0123456789',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_POINTS: '1000',
    CONTACT_RATE_LIMIT_POINTS: '1000',
    HOLDS_PER_ACCOUNT_PER_HOUR: '1000',
    // Tests sweep expired holds by hand with a chosen clock.
    HOLD_SWEEP_INTERVAL_SECONDS: '0',
    ...env,
  });
  const database = prepared ?? (await createTestDatabase());
  const app = await buildApp({ config, database, logger: false });
  await extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A unique, valid 10-digit phone number for this test process. */
export function uniquePhone(): string {
  sequence += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
}

export interface TestUser {
  user: UserRow;
  token: string;
}

/** Inserts a user directly and signs a session token for it. */
export async function createUser(
  ctx: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role | string } = {},
): Promise<TestUser> {
  sequence += 1;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: `Test User ${sequence}`,
      email: `user${sequence}-${process.pid}@example.com`,
      phone: uniquePhone(),
      passwordHash: await hashPassword(TEST_PASSWORD),
      role: 'user',
      ...overrides,
    })
    .returning();
  const token = await signSessionToken({ sub: user!.id, role: user!.role }, ctx.config.jwtSecret, '1h');
  return { user: user!, token };
}

/** app.inject with the user's bearer token (or anonymous when `as` is null). */
export function injectAs(ctx: TestApp, as: TestUser | null, options: InjectOptions) {
  return ctx.app.inject({
    ...options,
    headers: { ...options.headers, ...(as ? { authorization: `Bearer ${as.token}` } : {}) },
  });
}
