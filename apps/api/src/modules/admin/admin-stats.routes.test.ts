import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AdminCallers, createAdminCallers } from '../../../test/admin';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { events } from '../../db/schema';
import { processDueRefunds } from '../bookings/refund-sending.service';

// This file's database holds only what these tests make, so the figures can be counted by hand.
let ctx: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  ctx = await buildTestApp();
  callers = await createAdminCallers(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const stats = async () => {
  const response = await injectAs(ctx, callers.admin, { method: 'GET', url: '/api/events/admin/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/events/admin/stats', () => {
  test('an empty platform is all zeros', async () => {
    expect(await stats()).toEqual({
      totalEvents: 0,
      activeEvents: 0,
      cancelledEvents: 0,
      totalBookings: 0,
      activeBookings: 0,
      totalRevenue: 0,
    });
  });

  test('the figures equal a hand count: active = upcoming and not cancelled; revenue = paid less refunds paid back', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const category = await createCategoryRow(ctx, 'Stats');
    const make = (days: number, pricePaise: number) =>
      createEventRow(ctx, {
        organizerId: organizer.user.id,
        categoryId: category.id,
        pricePaise,
        totalSeats: 50,
        date: daysFrom(new Date(), days),
      });
    const concert = await make(20, 50_000); // stays upcoming
    const play = await make(3, 30_050); // stays upcoming; one booking cancelled by its holder at 50%
    const festival = await make(15, 100_000); // cancelled by an admin: full refunds
    const lecture = await make(10, 20_000); // becomes past
    await make(30, 0); // upcoming, nothing sold

    const asha = await createUser(ctx);
    const dev = await createUser(ctx);
    await purchase(ctx, asha, concert.id, { noOfSeats: 2 }, 1000); // 1000
    await purchase(ctx, dev, concert.id, { noOfSeats: 1 }, 500); // 500
    const playBooking = await purchase(ctx, asha, play.id, { noOfSeats: 2 }, 601); // 601, refunded 300.50
    await purchase(ctx, dev, festival.id, { noOfSeats: 3 }, 3000); // 3000, refunded in full
    await purchase(ctx, asha, lecture.id, { noOfSeats: 1 }, 200); // 200
    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), -1) })
      .where(eq(events.id, lecture.id));

    const cancelledBooking = await injectAs(ctx, asha, {
      method: 'DELETE',
      url: `/api/bookings/${playBooking._id}`,
    });
    expect(cancelledBooking.json().refund).toMatchObject({ status: 'processed', amount: 300.5 });
    const removed = await injectAs(ctx, callers.admin, {
      method: 'DELETE',
      url: `/api/events/${festival.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Paid 1000 + 500 + 601 + 3000 + 200 = 5301; paid back so far 300.50 (the festival's refund is queued).
    const counted = {
      totalEvents: 5,
      activeEvents: 3, // concert, play, the free one
      cancelledEvents: 1,
      totalBookings: 5,
      activeBookings: 3, // concert x2, lecture
    };
    expect(await stats()).toEqual({ ...counted, totalRevenue: 5000.5 });

    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    expect(await stats()).toEqual({ ...counted, totalRevenue: 2000.5 });
  });
});
