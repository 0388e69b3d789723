import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminCallers } from '../../../test/admin';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { processDueRefunds } from '../bookings/refund-sending.service';
import { foldTallyDeltas } from './tally-folding';
import { readEventTallies, readPlatformTallies } from './tally-reads';

let ctx: TestApp;
let organizer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});
afterAll(async () => {
  await ctx.close();
});

/** The rows of a raw query (PostgreSQL's and PGlite's drivers both answer { rows }). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The event's counts the long way: every booking, line and scan of it, as the statistics counted them before 0046. */
async function countedByHand(eventId: string) {
  const lines = rowsOf<{ key: string; seats: number; checked_in_seats: number }>(
    await ctx.db.execute(sql`
    select coalesce(i.ticket_category_id::text, 'name:' || i.category_name) as key, sum(i.quantity)::int as seats,
      (sum(i.quantity) filter (where b.verified))::int as checked_in_seats
    from booking_items i join bookings b on b.id = i.booking_id
    where b.event_id = ${eventId} and not b.cancelled group by 1`),
  );
  const [whole] = rowsOf<Record<string, number>>(
    await ctx.db.execute(sql`
    select count(*)::int as bookings, (count(*) filter (where not b.cancelled))::int as "activeBookings",
      coalesce(sum(b.total_quantity) filter (where not b.cancelled), 0)::int as seats,
      (count(*) filter (where not b.cancelled and b.verified))::int as "checkedInBookings",
      coalesce(sum(b.total_quantity) filter (where not b.cancelled and b.verified), 0)::int as "checkedInSeats",
      (select count(*) from door_scans s join bookings sb on sb.id = s.booking_id
       where sb.event_id = ${eventId} and not sb.cancelled and s.outcome = 'double_entry')::int as "doubleEntries"
    from bookings b where b.event_id = ${eventId}`),
  );
  return {
    event: whole,
    lines: Object.fromEntries(lines.map((line) => [line.key, [line.seats, line.checked_in_seats ?? 0]])),
  };
}

async function tallied(eventId: string) {
  const { event, byKey } = await readEventTallies(ctx.db, eventId);
  const lines = Object.fromEntries(
    [...byKey.values()]
      .filter((row) => row.key !== '' && (row.seats !== 0 || row.checkedInSeats !== 0))
      .map((row) => [row.key, [row.seats, row.checkedInSeats]]),
  );
  return { event, lines };
}

async function platformByHand() {
  const [row] = rowsOf<Record<string, number>>(
    await ctx.db.execute(sql`
    select count(*)::int as bookings, (count(*) filter (where not cancelled))::int as "activeBookings",
      coalesce(sum(total_amount_paise - case when refund_status = 'processed' then refund_amount_paise else 0 end
        + coalesce((select sum(p.value_paise - case when r.status = 'processed' then p.refund_paise else 0 end)
                    from partial_cancellations p left join refunds r on r.id = p.refund_id
                    where p.booking_id = bookings.id), 0)), 0)::int as "netPaise",
      (select count(*) from events)::int as events,
      (select count(*) from events where cancelled)::int as "cancelledEvents",
      (select count(*) from events where not cancelled and date >= now())::int as "activeEvents"
    from bookings`),
  );
  return row;
}

describe('booking tallies (decision 0046)', () => {
  test('purchases, check-ins and their undo, a double entry, cancellations and partial ones: the tallies equal a count of the rows, before and after folding and after a recount', async () => {
    const admin = (await createAdminCallers(ctx)).admin;
    const tiered = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), 20),
      tiers: [
        { name: 'VIP', pricePaise: 300_000, seats: 10 },
        { name: 'General', pricePaise: 100_000, seats: 20 },
      ],
    });
    const simple = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 50_000,
      totalSeats: 30,
      date: daysFrom(new Date(), 12),
    });
    // Today, an hour ago and in an hour (if both are still today in UTC): active only the later one.
    await createEventRow(ctx, { organizerId: organizer.user.id, date: new Date(Date.now() - 3_600_000) });
    await createEventRow(ctx, { organizerId: organizer.user.id, date: new Date(Date.now() + 3_600_000) });

    const buyers = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const [asha, dev, meera] = buyers as [TestUser, TestUser, TestUser];
    const vipAndGeneral = await purchase(
      ctx,
      asha,
      tiered.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 2 },
          { categoryName: 'General', quantity: 3 },
        ],
      },
      9000,
    );
    const general = await purchase(
      ctx,
      dev,
      tiered.id,
      { ticketItems: [{ categoryName: 'General', quantity: 1 }] },
      1000,
    );
    const three = await purchase(ctx, meera, simple.id, { noOfSeats: 3 }, 1500);
    const one = await purchase(ctx, asha, simple.id, { noOfSeats: 1 }, 500);

    const verify = (ticketId: string, eventId: string) =>
      injectAs(ctx, organizer, {
        method: 'POST',
        url: '/api/bookings/verify',
        payload: { qrData: ticketId, eventId },
      });
    const partial = await injectAs(ctx, asha, {
      method: 'POST',
      url: `/api/bookings/${vipAndGeneral._id}/partial-cancellations`,
      payload: { ticketItems: [{ categoryName: 'General', quantity: 2 }] },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await verify(vipAndGeneral.ticketId, tiered.id)).statusCode).toBe(200);
    expect((await verify(three.ticketId, simple.id)).statusCode).toBe(200);
    expect((await verify(one.ticketId, simple.id)).statusCode).toBe(200);
    const undone = await injectAs(ctx, organizer, {
      method: 'POST',
      url: `/api/bookings/${one._id}/undo-check-in`,
      payload: { reason: 'scanned the wrong ticket' },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    // A second admission reported by an offline door.
    await ctx.db.execute(sql`insert into door_scans (nonce, event_id, booking_id, scanned_at, outcome)
      values (gen_random_uuid(), ${tiered.id}, ${vipAndGeneral._id}, now(), 'double_entry')`);

    const cancelled = await injectAs(ctx, dev, { method: 'DELETE', url: `/api/bookings/${general._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const removed = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/events/${simple.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());

    const expectExact = async () => {
      for (const event of [tiered, simple])
        expect(await tallied(event.id)).toEqual(await countedByHand(event.id));
      expect(await readPlatformTallies(ctx.db, new Date())).toEqual(await platformByHand());
    };
    const tieredByHand = await countedByHand(tiered.id);
    expect(tieredByHand.event).toMatchObject({
      bookings: 2,
      activeBookings: 1,
      seats: 3,
      checkedInSeats: 3,
      doubleEntries: 1,
    });
    expect((await countedByHand(simple.id)).event).toMatchObject({ activeBookings: 0, doubleEntries: 0 });
    await expectExact();

    expect(await foldTallyDeltas(ctx.db)).toBeGreaterThan(0);
    expect(await foldTallyDeltas(ctx.db)).toBe(0);
    await expectExact();

    await ctx.db.execute(sql`select recount_booking_tallies()`);
    await expectExact();
  });
});
