import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type LinkProxy, startLinkProxy } from '../../../test/link-proxy';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Fails the test instead of letting it hang when a request is not answered at all within a generous bound. */
async function answered<T>(what: string, request: Promise<T>, seconds = 20): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([request, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** A silently dropped database link (decision 0030): PostgreSQL only, through a proxy this test can cut. */
describe.skipIf(!serverUrl)('a database link that drops silently', () => {
  let proxy: LinkProxy;
  let ctx: TestApp;

  beforeAll(async () => {
    const server = new URL(serverUrl!);
    proxy = await startLinkProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const database = await createTestDatabase({
      throughPort: proxy.port,
      timeouts: { connectMs: 1000, statementMs: 1000, queryMs: 1500 },
    });
    ctx = await buildTestApp({ CATALOG_CACHE_TTL_MS: '0' }, undefined, database);
  });

  afterAll(async () => {
    proxy?.restore();
    // Closing waits for every connection to be given back: one lost in the outage would hang it here.
    await ctx?.close();
    await proxy?.close();
  });

  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  const categories = () => ctx.app.inject({ method: 'GET', url: '/api/categories' });
  let sent = 0;
  /** Contact Us: a write in a transaction (the message and its acknowledgement mail). */
  const contactUs = () => {
    sent += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/contacts/general',
      payload: {
        name: 'Rahul Mehta',
        email: `rahul${sent}@example.com`,
        phone: '9876543210',
        subject: 'Refund Request',
        message: 'My refund has not arrived.',
      },
    });
  };

  test('readiness says 503 and database routes answer 503 while the link is down; both recover after', async () => {
    expect((await ready()).statusCode).toBe(200);
    // Several requests at once leave several open connections in the pool: the outage finds them idle.
    const before = await Promise.all([categories(), contactUs(), contactUs(), contactUs(), contactUs()]);
    expect(before.map((response) => response.statusCode)).toEqual([200, 201, 201, 201, 201]);

    proxy.cut();

    const notReady = await answered('readiness with the link down', ready());
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', database: { ok: false } });

    const failed = await answered('a database route with the link down', categories());
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const failedWrite = await answered('a transaction with the link down', contactUs());
    expect(failedWrite.statusCode).toBe(503);
    // Liveness never asks the database: the process itself is fine.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    proxy.restore();

    // The connections lost in the outage are discarded as they fail (a transaction's too, not handed out again), so
    // writes, then everything, reach the server again.
    await answered(
      'a transaction after the link returns',
      (async () => {
        while ((await contactUs()).statusCode !== 201)
          await new Promise((resolve) => setTimeout(resolve, 200));
      })(),
      60,
    );
    expect((await ready()).statusCode).toBe(200);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const again = await answered('a database route after the link returns', categories());
      expect(again.statusCode).toBe(200);
      const written = await answered('a transaction after the link returns', contactUs());
      expect(written.statusCode).toBe(201);
    }
  }, 120_000);
});
