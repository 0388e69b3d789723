import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createCategoryRow, createEventRow, simpleEventForm } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { multipartBody, pngPhoto } from '../../../test/multipart';
import { freePort, REDIS_SERVER, startRedis, stopRedis } from '../../../test/redis-server';
import { IMAGE_STORAGE_UNAVAILABLE_MESSAGE } from '../../lib/images';
import { openWaitingRoom } from '../waiting-room/waiting-room-places.service';

/** Decision 0030: image storage and the rate-limit store in readiness and metrics, and a clear 503 without them. */

// Each test builds whole apps (two for Redis): generous on a loaded machine; nothing here waits on a clock.
vi.setConfig({ testTimeout: 180_000 });

const apps: TestApp[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await buildTestApp(env);
  apps.push(app);
  return app;
}

const ready = (ctx: TestApp) => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
const metrics = async (ctx: TestApp) => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
const signIn = (ctx: TestApp, identifier: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

async function createEventWithPhoto(ctx: TestApp) {
  const organizer = await createUser(ctx, { role: 'organizer' });
  const category = await createCategoryRow(ctx, 'Music');
  const body = await multipartBody(simpleEventForm(category.id), await pngPhoto());
  return injectAs(ctx, organizer, { method: 'POST', url: '/api/events', ...body });
}

async function expectStorageUnavailable(ctx: TestApp) {
  const answer = await ready(ctx);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ status: 'degraded', storage: { kind: 'disk', ok: false } });
  expect(await metrics(ctx)).toContain('ticketmela_image_storage_up{kind="disk"} 0');

  const upload = await createEventWithPhoto(ctx);
  expect(upload.statusCode).toBe(503);
  expect(upload.json()).toEqual({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: IMAGE_STORAGE_UNAVAILABLE_MESSAGE.id,
    field: 'photo',
  });
}

describe('image storage', () => {
  test('a writable folder: ready, and the gauge says 1', async () => {
    const ctx = await appWith({});
    expect((await ready(ctx)).json()).toMatchObject({
      status: 'ready',
      database: { ok: true },
      storage: { kind: 'disk', ok: true },
      rateLimits: { store: 'memory', ok: true },
    });
    expect(await metrics(ctx)).toContain('ticketmela_image_storage_up{kind="disk"} 1');
    expect(await metrics(ctx)).toContain('ticketmela_rate_limit_store_up{store="memory"} 1');
  });

  test('an UPLOADS_DIR that can no longer be written: readiness says so, an upload is a 503 that says why', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ticketmela-storage-'));
    folders.push(folder);
    const uploads = path.join(folder, 'uploads');
    const ctx = await appWith({ UPLOADS_DIR: uploads });
    // The folder goes bad while the process runs (a disk remounted read-only, say): a file now stands where it
    // was, and no user, not even root, can write under it.
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, '');
    await expectStorageUnavailable(ctx);
  });

  test.skipIf(process.getuid?.() === 0)(
    'a read-only UPLOADS_DIR (permissions; root ignores them)',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'ticketmela-storage-'));
      folders.push(folder);
      const uploads = path.join(folder, 'uploads');
      mkdirSync(uploads, { mode: 0o555 });
      await expectStorageUnavailable(await appWith({ UPLOADS_DIR: uploads }));
    },
  );
});

async function expectLimitsUnavailable(ctx: TestApp, email: string) {
  const answer = await ready(ctx);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ status: 'degraded', rateLimits: { store: 'redis', ok: false } });
  expect(await metrics(ctx)).toContain('ticketmela_rate_limit_store_up{store="redis"} 0');
  const refused = await signIn(ctx, email);
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'This form is temporarily unavailable. Please try again in a minute.',
  });
}

describe("the waiting rooms' line in Redis", () => {
  test('Redis configured but unreachable: the queue answers 503 with why, never a 500', async () => {
    const ctx = await appWith({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    await openWaitingRoom(ctx.db, event.id, new Date(Date.now() + 60 * 60_000), new Date());
    const person = await createUser(ctx);
    const unavailable = {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The queue is temporarily unavailable. Please try again in a minute.',
    };
    const room = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}/queue` });
    expect(room.statusCode, room.body).toBe(503);
    expect(room.json()).toEqual(unavailable);
    const mine = await injectAs(ctx, person, { method: 'GET', url: `/api/events/${event.id}/queue/me` });
    expect(mine.json()).toEqual(unavailable);
  });
});

describe('the rate-limit store', () => {
  test('Redis configured but unreachable: limited routes answer 503 rather than count per process', async () => {
    const ctx = await appWith({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const { user } = await createUser(ctx);
    await expectLimitsUnavailable(ctx, user.email);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts/general',
      payload: {
        name: 'Rahul Mehta',
        email: 'rahul@example.com',
        phone: '9876543210',
        subject: 'Refund Request',
        message: 'My refund has not arrived.',
      },
    });
    expect(contact.statusCode).toBe(503);
  });

  test.skipIf(!REDIS_SERVER)(
    'Redis shares the limits between processes; when it stops, readiness says so',
    async () => {
      const port = await freePort();
      const redis = await startRedis(port);
      try {
        const env = { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT_POINTS: '1' };
        const [one, two] = [await appWith(env), await appWith(env)];
        expect((await ready(one)).json()).toMatchObject({
          status: 'ready',
          rateLimits: { store: 'redis', ok: true },
        });
        // Three attempts per allowance point from one address, counted across both processes.
        const statuses = [
          (await signIn(one, 'nobody@example.com', 'wrong-password')).statusCode,
          (await signIn(two, 'nobody2@example.com', 'wrong-password')).statusCode,
          (await signIn(one, 'nobody3@example.com', 'wrong-password')).statusCode,
          (await signIn(two, 'nobody4@example.com', 'wrong-password')).statusCode,
        ];
        expect(statuses).toEqual([401, 401, 401, 429]);

        await stopRedis(redis);
        await expectLimitsUnavailable(two, 'nobody5@example.com');
      } finally {
        await stopRedis(redis);
      }
    },
  );
});
