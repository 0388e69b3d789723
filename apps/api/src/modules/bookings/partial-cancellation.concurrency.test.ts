import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import {
  bookings,
  events,
  partialCancellations,
  refunds,
  testRefunds,
  ticketCategories,
} from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('partial cancellations racing on PostgreSQL (decision 0041)', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    buyer = await createUser(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  type Body = { noOfSeats?: number; ticketItems?: { categoryName: string; quantity: number }[] };
  const cancelTickets = (bookingId: string, payload: Body) => () =>
    injectAs(ctx, buyer, {
      method: 'POST',
      url: `/api/bookings/${bookingId}/partial-cancellations`,
      payload,
    });
  const cancelBooking = (bookingId: string) => () =>
    injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${bookingId}` });

  /** What the race left: the booking, its partial cancellations, its refunds and those the provider made. */
  async function aftermath(bookingId: string, eventId: string) {
    const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const partials = await ctx.db
      .select()
      .from(partialCancellations)
      .where(eq(partialCancellations.bookingId, bookingId));
    const owed = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    const keys = owed.map((refund) =>
      refund.kind === 'booking' ? `booking:${bookingId}` : `refund:${refund.id}`,
    );
    const sent = (await ctx.db.select().from(testRefunds)).filter((row) => keys.includes(row.idempotencyKey));
    const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
    return { booking: booking!, partials, owed, sent, event: event! };
  }

  test('ten cancellations of a 10-seat booking, partial and whole, at once: refunds within what was paid, seats back once', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 100_000,
      totalSeats: 10,
      date: daysFrom(new Date(), 10),
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 10 }, 10_000);
    const attempts = [
      ...Array.from({ length: 6 }, () => cancelTickets(booking._id, { noOfSeats: 1 })),
      cancelTickets(booking._id, { noOfSeats: 3 }),
      cancelTickets(booking._id, { noOfSeats: 4 }),
      cancelBooking(booking._id),
      cancelBooking(booking._id),
    ];
    const outcomes = await Promise.all(attempts.map((attempt) => attempt()));
    for (const outcome of outcomes) expect([200, 400, 409], outcome.body).toContain(outcome.statusCode);
    expect(outcomes.filter((outcome) => outcome.statusCode === 200).length).toBeGreaterThan(1);

    const { booking: row, partials, owed, sent, event: after } = await aftermath(booking._id, event.id);
    const cancelledTickets = partials.reduce((sum, partial) => sum + partial.quantity, 0);
    expect(row.totalQuantity + cancelledTickets).toBe(10);
    expect(row.totalAmountPaise + partials.reduce((sum, partial) => sum + partial.valuePaise, 0)).toBe(
      1_000_000,
    );
    const refunded = owed.reduce((sum, refund) => sum + refund.amountPaise, 0);
    expect(refunded).toBeLessThanOrEqual(1_000_000);
    // 100% tier: every ticket cancelled is refunded in full, once, whichever way it went.
    expect(refunded).toBe(row.cancelled ? 1_000_000 : cancelledTickets * 100_000);
    expect(owed.filter((refund) => refund.kind === 'booking')).toHaveLength(row.cancelled ? 1 : 0);
    expect(sent.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(refunded);
    expect(after.availableSeats).toBe(row.cancelled ? 10 : 10 - row.totalQuantity);
  }, 60_000);

  test('category lines cancelled by racing requests: each category’s seats come back exactly once', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), 10),
      tiers: [
        { name: 'VIP', pricePaise: 200_000, seats: 4 },
        { name: 'General', pricePaise: 50_000, seats: 6 },
      ],
    });
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 4 },
          { categoryName: 'General', quantity: 6 },
        ],
      },
      11_000,
    );
    const vip = { categoryName: 'VIP', quantity: 1 };
    const general = { categoryName: 'General', quantity: 2 };
    const attempts = [
      ...Array.from({ length: 5 }, () => cancelTickets(booking._id, { ticketItems: [vip] })),
      ...Array.from({ length: 4 }, () => cancelTickets(booking._id, { ticketItems: [general] })),
      cancelTickets(booking._id, { ticketItems: [vip, general] }),
    ];
    const outcomes = await Promise.all(attempts.map((attempt) => attempt()));
    for (const outcome of outcomes) expect([200, 400], outcome.body).toContain(outcome.statusCode);
    expect(outcomes.filter((outcome) => outcome.statusCode === 200).length).toBeGreaterThan(1);

    const { booking: row, partials, owed } = await aftermath(booking._id, event.id);
    const cancelledOf = (name: string) =>
      partials.flatMap((partial) => partial.items).filter((item) => item.categoryName === name);
    const categories = await ctx.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, event.id));
    for (const category of categories) {
      const cancelled = cancelledOf(category.name).reduce((sum, item) => sum + item.quantity, 0);
      expect(category.availableSeats, category.name).toBe(cancelled);
    }
    expect(row.totalQuantity).toBeGreaterThanOrEqual(1);
    expect(row.totalQuantity + partials.reduce((sum, partial) => sum + partial.quantity, 0)).toBe(10);
    expect(owed.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(
      partials.reduce((sum, partial) => sum + partial.valuePaise, 0),
    );
  }, 60_000);
});
