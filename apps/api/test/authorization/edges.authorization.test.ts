/**
 * The routes the matrix does not walk (they are outside /api or exist only with Stripe): /metrics, /uploads/*, and the
 * Stripe webhook, each called by every kind of caller the matrix knows, banned and closed accounts included. A session
 * token never opens what a metrics token or a webhook signature guards.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createdPhotoOf, expectServedImage } from '../event-photos';
import { simpleEventForm } from '../factories';
import { type FakeStripe, startFakeStripe } from '../fake-stripe';
import { buildTestApp, injectAs, type TestApp } from '../helper';
import { multipartBody, pngPhoto } from '../multipart';
import { ACTORS, buildWorld, type World } from './world';

const METRICS_TOKEN = 'metrics-token-for-the-matrix-0123';
const WEBHOOK_SECRET = 'whsec_matrix_secret';
let ctx: TestApp;
let withToken: TestApp;
let stripeApp: TestApp;
let fake: FakeStripe;
let world: World;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await buildTestApp();
  withToken = await buildTestApp({ METRICS_TOKEN });
  stripeApp = await buildTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  world = await buildWorld(ctx);
}, 120_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), withToken?.close(), stripeApp?.close()]);
  await fake?.close();
});

const sessionOf = (actor: (typeof ACTORS)[number]) => (actor === 'anonymous' ? null : world.users[actor]);

describe('/metrics', () => {
  test('without METRICS_TOKEN: a direct loopback connection only, whoever the caller says they are', async () => {
    for (const actor of ACTORS) {
      const as = sessionOf(actor);
      const remote = await injectAs(ctx, as, {
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode, actor).toBe(403);
      const forwarded = await injectAs(ctx, as, {
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode, actor).toBe(403);
    }
    const local = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  test('with METRICS_TOKEN: only that bearer token; no session token opens it, not even an admin', async () => {
    const worldWithToken = await buildWorld(withToken);
    for (const actor of ACTORS) {
      const as = actor === 'anonymous' ? null : worldWithToken.users[actor];
      const answer = await injectAs(withToken, as, {
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
      });
      expect(answer.statusCode, actor).toBe(401);
    }
    const scraper = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.statusCode).toBe(200);
  });
});

describe('/uploads/*', () => {
  test('a stored event image is public to every caller; anything else under /uploads is not found', async () => {
    const created = await injectAs(ctx, world.users.organizerX, {
      method: 'POST',
      url: '/api/events',
      ...(await multipartBody(simpleEventForm(world.musicCategory.id), await pngPhoto())),
    });
    const { photo } = createdPhotoOf(created);
    for (const actor of ACTORS) {
      expectServedImage(await injectAs(ctx, sessionOf(actor), { method: 'GET', url: photo }));
      for (const url of [
        '/uploads/../secrets/jwt',
        '/uploads/%2e%2e/secrets/jwt',
        '/uploads/events/x.webp',
      ]) {
        const answer = await injectAs(ctx, sessionOf(actor), { method: 'GET', url });
        expect(answer.statusCode, `${actor} ${url}`).toBe(404);
      }
    }
  });
});

describe('the Stripe webhook', () => {
  const signed = (body: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  const event = JSON.stringify({
    id: 'evt_matrix',
    object: 'event',
    type: 'charge.updated',
    data: { object: {} },
  });

  test('only Stripe signature opens it: a session token of any caller does not, a valid signature does without one', async () => {
    // The same sessions (signed with the same secret): a webhook never looks at them.
    for (const actor of ACTORS) {
      const as = sessionOf(actor);
      for (const headers of [{}, { 'stripe-signature': signed(event, 'whsec_someone_else') }]) {
        const answer = await injectAs(stripeApp, as, {
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...headers },
          payload: event,
        });
        expect(answer.statusCode, actor).toBe(400);
      }
    }
    const fromStripe = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(event) },
      payload: event,
    });
    expect(fromStripe.statusCode).toBe(200);
  });
});
