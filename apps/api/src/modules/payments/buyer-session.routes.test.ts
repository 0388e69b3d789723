import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, startPayment } from '../../../test/purchase';
import { users } from '../../db/schema';
import { signSessionToken } from '../../lib/tokens';

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

const EXPIRED = 'Your session has expired. Please sign in again.';

/** What a password change does to the buyer's sessions: the version moves on; the returned session is a new one. */
async function changePassword(buyer: TestUser): Promise<TestUser> {
  const [row] = await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, buyer.user.id))
    .returning();
  const token = await signSessionToken(
    { sub: row!.id, role: row!.role, ver: row!.tokenVersion },
    ctx.config.jwtSecret,
    '1h',
  );
  return { user: row!, token };
}

function expectExpired(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: EXPIRED });
}

describe('the purchase routes refuse a token from before a password change (decision 0028)', () => {
  test('every step of a paid purchase: hold, test card, booking; the new session goes on', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 50_000, totalSeats: 10 });
    const stolen = await createUser(ctx);
    // The stolen token was used once already (so its claims sit in the verification cache).
    const started = await startPayment(ctx, stolen, event.id, { noOfSeats: 1 }, 500);
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();

    const owner = await changePassword(stolen);

    expectExpired(await startPayment(ctx, stolen, event.id, { noOfSeats: 1 }, 500));
    expectExpired(await payWithCard(ctx, stolen, clientSecret));
    expect((await payWithCard(ctx, owner, clientSecret)).statusCode).toBe(200);
    expectExpired(await book(ctx, stolen, event.id, paymentIntentId));
    expect((await book(ctx, owner, event.id, paymentIntentId)).statusCode).toBe(201);
  });

  test('a free booking', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const stolen = await createUser(ctx);
    const owner = await changePassword(stolen);
    const bookFree = (as: TestUser) =>
      injectAs(ctx, as, {
        method: 'POST',
        url: '/api/bookings/free',
        payload: { eventId: event.id, noOfSeats: 1 },
      });
    expectExpired(await bookFree(stolen));
    expect((await bookFree(owner)).statusCode).toBe(201);
  });
});
