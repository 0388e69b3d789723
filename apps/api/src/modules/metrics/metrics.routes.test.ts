import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { purchase, startPayment } from '../../../test/purchase';

/** The value of one sample line of the exposition text, e.g. `ticketmela_seats{state="sold"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  test('answers a scraper on this machine with request, seat, booking, refund, outbox and lag figures', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 10,
    });
    await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 200);
    expect((await startPayment(ctx, buyer, event.id, { noOfSeats: 3 }, 300)).statusCode).toBe(200);

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(sample(text, 'ticketmela_seats{state="sold"}')).toBe(2);
    expect(sample(text, 'ticketmela_seats{state="held"}')).toBe(3);
    expect(sample(text, 'ticketmela_bookings{state="active"}')).toBe(1);
    expect(sample(text, 'ticketmela_refunds{status="pending"}')).toBe(0);
    expect(sample(text, 'ticketmela_outbox_mails{status="pending"}')).toBe(1);
    expect(sample(text, 'ticketmela_worker_lag_seconds{worker="mails"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'ticketmela_database_up')).toBe(1);
    expect(
      sample(
        text,
        'ticketmela_http_requests_total{method="POST",route="/api/payments/create-payment-intent",status_code="200"}',
      ),
    ).toBe(2);
    expect(text).toContain(
      'ticketmela_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/bookings",status_code="201"} 1',
    );
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  test('refuses a request that came through a proxy or from another machine', async () => {
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestApp;
  const token = 'metrics-token-for-the-test-0123456789';
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => ctx?.close());

  test('answers only the bearer of the token, wherever it is', async () => {
    const without = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('ticketmela_seats{state="sold"} 0');
  });
});

describe('health for load balancers', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  test('live answers without the database; ready checks it', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: { ok: true } });
  });

  test('ready says 503 when the database does not answer', async () => {
    const ping = ctx.database.ping;
    ctx.app.database.ping = () => Promise.reject(new Error('down'));
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: { ok: false } });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.database.ping = ping;
    }
  });
});
