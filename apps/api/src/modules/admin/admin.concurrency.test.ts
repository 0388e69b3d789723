import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AdminCallers,
  auditEntriesFor,
  createAdminCallers,
  createOrganizerWithEvent,
  createTarget,
  eventFormJson,
  uniqueName,
} from '../../../test/admin';
import { createCategoryRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { book, payWithCard, purchase, startPayment } from '../../../test/purchase';
import { bookings, categories, events, payments, refunds, testRefunds, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { processDueRefunds } from '../bookings/refund-sending.service';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('admin actions racing each other on PostgreSQL', () => {
  let ctx: TestApp;
  let callers: AdminCallers;
  beforeAll(async () => {
    ctx = await buildTestApp();
    callers = await createAdminCallers(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('two admins delete the same organizer while a third deletes their event: one deletion, one refund per booking', async () => {
    const { organizer, event } = await createOrganizerWithEvent(ctx);
    const sold = [
      await purchase(ctx, await createUser(ctx), event.id, { noOfSeats: 2 }, 1000),
      await purchase(ctx, await createUser(ctx), event.id, { noOfSeats: 1 }, 500),
    ];
    const secondAdmin = await createTarget(ctx, 'admin');
    const thirdAdmin = await createTarget(ctx, 'admin');
    const [first, second, eventRemoval] = await Promise.all([
      injectAs(ctx, callers.admin, { method: 'DELETE', url: `/api/users/${organizer.user.id}` }),
      injectAs(ctx, secondAdmin, { method: 'DELETE', url: `/api/users/${organizer.user.id}` }),
      injectAs(ctx, thirdAdmin, { method: 'DELETE', url: `/api/events/${event.id}` }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    // The event removal either did the cancelling or found it already cancelled by the account removal.
    expect([200, 409]).toContain(eventRemoval.statusCode);

    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));
    const ids = sold.map((booking) => booking._id as string);
    expect(await ctx.db.select().from(refunds).where(inArray(refunds.bookingId, ids))).toHaveLength(2);
    for (const id of ids) {
      const sent = await ctx.db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, `booking:${id}`));
      expect(sent).toHaveLength(1);
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ cancelled: true, refundStatus: 'processed' });
    }
    expect(await auditEntriesFor(ctx, organizer.user.id, 'user.delete')).toHaveLength(1);
    expect(await auditEntriesFor(ctx, event.id, 'event.delete')).toHaveLength(
      eventRemoval.statusCode === 200 ? 1 : 0,
    );
  });

  test("an attendee's account is removed while the organizer cancels the event and the attendee cancels another booking: every booking refunded once, no error", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { organizer, event } = await createOrganizerWithEvent(ctx);
      const { event: other } = await createOrganizerWithEvent(ctx);
      const attendee = await createUser(ctx);
      const mine = await purchase(ctx, attendee, event.id, { noOfSeats: 2 }, 1000);
      const elsewhere = await purchase(ctx, attendee, other.id, { noOfSeats: 1 }, 500);
      const responses = await Promise.all([
        injectAs(ctx, callers.admin, { method: 'DELETE', url: `/api/users/${attendee.user.id}` }),
        injectAs(ctx, organizer, { method: 'DELETE', url: `/api/events/${event.id}` }),
        injectAs(ctx, attendee, { method: 'DELETE', url: `/api/bookings/${elsewhere._id}` }),
      ]);
      expect(responses[0]!.statusCode, responses[0]!.body).toBe(200);
      expect(responses[1]!.statusCode, responses[1]!.body).toBe(200);
      // The attendee's own cancel either won (200) or came after the account was gone (401).
      expect([200, 401], responses[2]!.body).toContain(responses[2]!.statusCode);
      await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));
      for (const booking of [mine, elsewhere]) {
        const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
        expect(row).toMatchObject({ cancelled: true, refundStatus: 'processed' });
        const sent = await ctx.db
          .select()
          .from(testRefunds)
          .where(eq(testRefunds.idempotencyKey, `booking:${booking._id}`));
        expect(sent).toHaveLength(1);
      }
      const [otherEvent] = await ctx.db.select().from(events).where(eq(events.id, other.id));
      expect(otherEvent!.availableSeats).toBe(otherEvent!.totalSeats);
    }
  });

  test("an organizer's account is closed while buyers who have paid book: no booking stands on the cancelled event, every payment refunded once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { organizer, event } = await createOrganizerWithEvent(ctx);
      // Closing one's own account needs the password (decision 0028); createTarget makes accounts without one.
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
        .where(eq(users.id, organizer.user.id));
      const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx)));
      const paid = [];
      for (const buyer of buyers) {
        const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
        expect(started.statusCode, started.body).toBe(200);
        const { clientSecret, paymentIntentId } = started.json();
        expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
        paid.push({ buyer, paymentIntentId: paymentIntentId as string });
      }
      const [removal, ...booked] = await Promise.all([
        injectAs(ctx, organizer, {
          method: 'DELETE',
          url: '/api/users/delete',
          payload: { password: TEST_PASSWORD },
        }),
        ...paid.map(({ buyer, paymentIntentId }) => book(ctx, buyer, event.id, paymentIntentId)),
      ]);
      expect(removal.statusCode, removal.body).toBe(200);
      for (const answer of booked) {
        // Booked before the cancellation (then cancelled with it), or refused because the event is cancelled.
        expect([201, 409], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ code: 'EVENT_CANCELLED' });
      }
      const standing = await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id));
      expect(standing.filter((row) => !row.cancelled)).toEqual([]);

      await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));
      const eventPayments = await ctx.db.select().from(payments).where(eq(payments.eventId, event.id));
      expect(eventPayments).toHaveLength(paid.length);
      const refundsSent = await ctx.db.select().from(testRefunds);
      for (const payment of eventPayments) {
        const booking = standing.find((row) => row.paymentId === payment.id);
        const sent = refundsSent.filter((refund) => refund.intentId === payment.providerIntentId);
        expect(sent, `refunds of payment ${payment.id} (booking ${booking?.id ?? 'none'})`).toHaveLength(1);
      }
    }
  });

  test('ten admins add the same name in different cases at once: one category, nine 409 DUPLICATE', async () => {
    const name = uniqueName('Race');
    const names = Array.from({ length: 10 }, (_, index) =>
      index % 2 ? name.toUpperCase() : name.toLowerCase(),
    );
    const responses = await Promise.all(
      names.map((candidate) =>
        injectAs(ctx, callers.admin, {
          method: 'POST',
          url: '/api/categories',
          payload: { name: candidate },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'DUPLICATE', field: 'name' });
    }
    const created = responses.find((response) => response.statusCode === 201)!.json()._id as string;
    expect(await auditEntriesFor(ctx, created, 'category.create')).toHaveLength(1);
  });

  test('deleting a category while events are created in it: never both, never a 500', async () => {
    for (let round = 0; round < 5; round += 1) {
      const category = await createCategoryRow(ctx, uniqueName('Contested'));
      const organizer = await createUser(ctx, { role: 'organizer', passwordHash: null });
      const [created, deleted] = await Promise.all([
        injectAs(ctx, organizer, { method: 'POST', url: '/api/events', payload: eventFormJson(category.id) }),
        injectAs(ctx, callers.admin, { method: 'DELETE', url: `/api/categories/${category.id}` }),
      ]);
      const eventExists = (await ctx.db.select().from(events).where(eq(events.categoryId, category.id)))
        .length;
      const categoryExists = (await ctx.db.select().from(categories).where(eq(categories.id, category.id)))
        .length;
      if (created.statusCode === 201) {
        expect(deleted.json()).toMatchObject({ statusCode: 409, code: 'IN_USE' });
        expect([eventExists, categoryExists]).toEqual([1, 1]);
      } else {
        expect(created.json()).toMatchObject({ statusCode: 400, field: 'categoryId' });
        expect(deleted.statusCode).toBe(200);
        expect([eventExists, categoryExists]).toEqual([0, 0]);
      }
    }
  });
});
