import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, purchase, startPayment, sweepHolds } from '../../../test/purchase';
import { joinWaitlist, waitlistPass } from '../../../test/waitlist';
import { bookings, events, payments, waitlistEntries } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 60 * 60_000;

describe.skipIf(!onPostgres)('the waitlist under races, on PostgreSQL', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const people = async (count: number) => {
    const made: TestUser[] = [];
    for (let i = 0; i < count; i++) made.push(await createUser(ctx));
    return made;
  };
  const cancel = (as: TestUser, bookingId: string) =>
    injectAs(ctx, as, { method: 'DELETE', url: `/api/bookings/${bookingId}` });
  const seatsOf = async (eventId: string) =>
    (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
  const entriesOf = (eventId: string) =>
    ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, eventId))
      .orderBy(waitlistEntries.createdAt, waitlistEntries.id);
  /** Seats taken by active bookings and by holds still held: with the stock, always the event's total. */
  const seatsAccounted = async (eventId: string) => {
    const [booked] = await ctx.db
      .select({ seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.eventId, eventId), eq(bookings.cancelled, false)));
    const held = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.eventId, eventId), eq(payments.holdStatus, 'held')));
    const heldSeats = held.reduce((sum, hold) => sum + (hold.selection.noOfSeats ?? 0), 0);
    return booked!.seats + heldSeats + (await seatsOf(eventId));
  };

  test('50 people waiting, 10 seats released at once while 4 passes run: 10 offers, to the first 10, none twice', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 50_000,
      totalSeats: 10,
    });
    const holders = await people(10);
    const held: { _id: string }[] = [];
    for (const holder of holders) held.push(await purchase(ctx, holder, event.id, { noOfSeats: 1 }, 500));
    const waiting = await people(50);
    for (const person of waiting) await joinWaitlist(ctx, person, { eventId: event.id, quantity: 1 });

    let offers = 0;
    const passes = async () => {
      for (let round = 0; round < 8; round++) {
        // Awaited first, then added: `offers += await ...` would read the total before the await and lose the
        // offers of the passes that finished meanwhile.
        const made = (await waitlistPass(ctx)).offers;
        offers += made;
      }
    };
    const cancels = holders.map(async (holder, index) => {
      const response = await cancel(holder, held[index]!._id);
      expect(response.statusCode, response.body).toBe(200);
    });
    await Promise.all([...cancels, passes(), passes(), passes(), passes()]);
    offers += (await waitlistPass(ctx)).offers;

    expect(offers).toBe(10);
    const entries = await entriesOf(event.id);
    expect(entries.slice(0, 10).every((entry) => entry.status === 'offered')).toBe(true);
    expect(entries.slice(10).every((entry) => entry.status === 'waiting')).toBe(true);
    expect(new Set(entries.slice(0, 10).map((entry) => entry.paymentId)).size).toBe(10);
    expect(await seatsOf(event.id)).toBe(0);
    expect(await seatsAccounted(event.id)).toBe(10);
  }, 180_000);

  test('an offer paid for just as it runs out: booked, or handed on, never both; the seats add up', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < 6; trial++) {
      const event = await createEventRow(ctx, {
        organizerId: organizer.user.id,
        pricePaise: 50_000,
        totalSeats: 1,
      });
      const [holder, offered, next] = await people(3);
      const booking = await purchase(ctx, holder!, event.id, { noOfSeats: 1 }, 500);
      const entry = await joinWaitlist(ctx, offered!, { eventId: event.id, quantity: 1 });
      await joinWaitlist(ctx, next!, { eventId: event.id, quantity: 1 });
      await cancel(holder!, booking._id);
      expect((await waitlistPass(ctx)).offers).toBe(1);

      const started = await injectAs(ctx, offered!, {
        method: 'POST',
        url: `/api/waitlist/${entry._id}/payment-intent`,
        payload: {},
      });
      expect(started.statusCode, started.body).toBe(200);
      const { clientSecret, paymentIntentId } = started.json();
      const expired = new Date(Date.now() + 12 * HOUR + 60_000);
      // Paying and booking race the sweeper and the pass at the offer's end; the even trials pay first.
      const pay = async () => {
        const paid = await payWithCard(ctx, offered!, clientSecret);
        if (paid.statusCode === 200) await book(ctx, offered!, event.id, paymentIntentId);
      };
      const expire = async () => {
        await sweepHolds(ctx, expired);
        await waitlistPass(ctx, expired);
      };
      if (trial % 2 === 0) await Promise.all([pay(), expire()]);
      else await Promise.all([expire(), pay()]);
      await sweepHolds(ctx, expired);
      await waitlistPass(ctx, expired);

      const entries = await entriesOf(event.id);
      const active = await ctx.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, event.id), eq(bookings.cancelled, false)));
      const [first, second] = entries;
      if (active.length === 1) {
        expect(active[0]!.userId).toBe(offered!.user.id);
        expect(first!.status).toBe('converted');
        expect(second!.status).toBe('waiting');
        outcomes.push('booked');
      } else {
        expect(active).toHaveLength(0);
        expect(first!.status).toBe('expired');
        expect(second!.status).toBe('offered');
        // Whatever was paid for the lapsed offer is owed back or refunded, never kept.
        const [hold] = await ctx.db.select().from(payments).where(eq(payments.id, first!.paymentId!));
        expect(hold!.holdStatus).toBe('released');
        outcomes.push('handed on');
      }
      expect(await seatsAccounted(event.id)).toBe(1);
    }
    expect(outcomes).toHaveLength(6);
    console.info('offers paid for as they ran out:', outcomes.join(', '));
  }, 180_000);

  test('a seat released while a buyer is at checkout and people wait: sold once, the waiting person gets it', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 50_000,
      totalSeats: 5,
    });
    const holders = await people(4);
    const held: { _id: string }[] = [];
    for (const holder of holders) held.push(await purchase(ctx, holder, event.id, { noOfSeats: 1 }, 500));
    const [atCheckout, waiting, latecomer] = await people(3);
    const started = await startPayment(ctx, atCheckout!, event.id, { noOfSeats: 1 }, 500);
    expect(started.statusCode).toBe(200);
    const entry = await joinWaitlist(ctx, waiting!, { eventId: event.id, quantity: 1 });

    const { clientSecret, paymentIntentId } = started.json();
    const [, latecomerTry] = await Promise.all([
      cancel(holders[0]!, held[0]!._id),
      startPayment(ctx, latecomer!, event.id, { noOfSeats: 1 }, 500),
      (async () => {
        await payWithCard(ctx, atCheckout!, clientSecret);
        return book(ctx, atCheckout!, event.id, paymentIntentId);
      })(),
      waitlistPass(ctx),
    ]);
    await waitlistPass(ctx);
    expect(latecomerTry.statusCode).toBe(409);
    const [offered] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry._id));
    expect(offered!.status).toBe('offered');
    const active = await ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.cancelled, false)));
    expect(active.map((booking) => booking.userId).sort()).toEqual(
      [...holders.slice(1).map((holder) => holder.user.id), atCheckout!.user.id].sort(),
    );
    expect(await seatsOf(event.id)).toBe(0);
    expect(await seatsAccounted(event.id)).toBe(5);
    const openHolds = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.eventId, event.id), inArray(payments.holdStatus, ['held'])));
    expect(openHolds.map((hold) => hold.userId)).toEqual([waiting!.user.id]);
  }, 120_000);
});
