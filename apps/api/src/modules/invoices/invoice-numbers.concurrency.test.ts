import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, startPayment } from '../../../test/purchase';
import { taxDocuments } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('invoice numbers under a rush, on PostgreSQL', () => {
  let ctx: TestApp;
  let buyers: TestUser[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    buyers = [];
    for (let i = 0; i < 200; i++) buyers.push(await createUser(ctx));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('200 paid bookings committing at once for one organizer: invoices 1..200, no gap, no duplicate', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 118_000,
      totalSeats: 500,
    });
    const paid = await Promise.all(
      buyers.map(async (buyer) => {
        const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 1180);
        expect(started.statusCode, started.body).toBe(200);
        const { clientSecret, paymentIntentId } = started.json();
        expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
        return { buyer, paymentIntentId };
      }),
    );
    // Every booking (and so every invoice) commits at once.
    const booked = await Promise.all(
      paid.map(({ buyer, paymentIntentId }) => book(ctx, buyer, event.id, paymentIntentId)),
    );
    expect(booked.map((response) => response.statusCode)).toEqual(booked.map(() => 201));

    const invoices = await ctx.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.organizerId, organizer.user.id));
    expect(invoices).toHaveLength(200);
    expect(invoices.map((row) => row.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
    expect(new Set(invoices.map((row) => row.number)).size).toBe(200);
    expect(new Set(invoices.map((row) => row.bookingId)).size).toBe(200);
    expect(invoices.every((row) => row.number.length <= 16)).toBe(true);
  }, 180_000);
});
