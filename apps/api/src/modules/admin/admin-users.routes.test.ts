import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AdminCallers,
  auditEntriesFor,
  createAdminCallers,
  createOrganizerWithEvent,
  createTarget,
  findUserRow,
} from '../../../test/admin';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookings, events, refunds, reports, testRefunds, users } from '../../db/schema';
import { processDueRefunds } from '../bookings/refund-sending.service';

let ctx: TestApp;
let callers: AdminCallers;
beforeAll(async () => {
  ctx = await buildTestApp();
  callers = await createAdminCallers(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const login = (identifier: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
const ban = (id: string, payload: object) =>
  injectAs(ctx, callers.admin, { method: 'PATCH', url: `/api/users/${id}/ban`, payload });
const unban = (id: string) =>
  injectAs(ctx, callers.admin, { method: 'PATCH', url: `/api/users/${id}/unban` });
const removeUser = (id: string) =>
  injectAs(ctx, callers.admin, { method: 'DELETE', url: `/api/users/${id}` });
const providerRefundsFor = async (bookingId: string) =>
  (
    await ctx.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.idempotencyKey, `booking:${bookingId}`))
  ).length;

describe('PATCH /api/users/{id}/ban and /unban', () => {
  test("a ban refuses the user's next call and their sign-in with 'banned', the reason and the time; unban restores both", async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    expect((await login(organizer.user.email)).statusCode).toBe(200);

    const banned = await ban(organizer.user.id, { reason: '  Selling fake tickets  ' });
    expect(banned.statusCode, banned.body).toBe(200);
    const bannedAt = banned.json().user.bannedAt as string;
    expect(banned.json()).toMatchObject({
      message: 'User banned successfully',
      user: { isBanned: true, banReason: 'Selling fake tickets', bannedAt: expect.any(String) },
    });

    const expected = {
      statusCode: 403,
      code: 'BANNED',
      message: expect.stringContaining('banned'),
      banReason: 'Selling fake tickets',
      bannedAt,
    };
    const nextCall = await injectAs(ctx, organizer, { method: 'GET', url: '/api/users/profile' });
    expect(nextCall.json()).toEqual(expected);
    const signIn = await login(organizer.user.email);
    expect(signIn.json()).toEqual(expected);

    const lifted = await unban(organizer.user.id);
    expect(lifted.json()).toMatchObject({
      message: 'User unbanned successfully',
      user: { isBanned: false, banReason: null, bannedAt: null },
    });
    expect((await injectAs(ctx, organizer, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(
      200,
    );
    expect((await login(organizer.user.email)).statusCode).toBe(200);

    const trail = await auditEntriesFor(ctx, organizer.user.id);
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.reason])).toEqual([
      ['user.ban', callers.admin.user.id, 'Selling fake tickets'],
      ['user.unban', callers.admin.user.id, null],
    ]);
    expect(trail[0]!.after).toMatchObject({ isBanned: true, banReason: 'Selling fake tickets' });
  });

  test("a reason is required: missing, blank or not text is 400 'Please provide a reason for banning this user'", async () => {
    const target = await createTarget(ctx);
    for (const payload of [{}, { reason: '' }, { reason: '   \n ' }, { reason: 42 }]) {
      const response = await ban(target.user.id, payload);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please provide a reason for banning this user',
        field: 'reason',
      });
    }
    expect((await findUserRow(ctx, target.user.id))?.isBanned).toBe(false);
    expect(await auditEntriesFor(ctx, target.user.id)).toEqual([]);
  });

  test('an admin cannot be banned or deleted: 403 ADMIN_PROTECTED, nothing changes, nothing is logged', async () => {
    const otherAdmin = await createTarget(ctx, 'admin');
    expect((await ban(otherAdmin.user.id, { reason: 'No' })).json()).toEqual({
      statusCode: 403,
      code: 'ADMIN_PROTECTED',
      message: 'Cannot ban an admin user',
    });
    expect((await removeUser(otherAdmin.user.id)).json()).toEqual({
      statusCode: 403,
      code: 'ADMIN_PROTECTED',
      message: 'Cannot delete an admin user',
    });
    expect((await removeUser(callers.admin.user.id)).json().code).toBe('ADMIN_PROTECTED');
    const row = await findUserRow(ctx, otherAdmin.user.id);
    expect(row).toMatchObject({ isBanned: false, deletedAt: null });
    expect(await auditEntriesFor(ctx, otherAdmin.user.id)).toEqual([]);
  });

  test('unbanning someone who is not banned changes nothing and logs nothing; unknown ids are 404', async () => {
    const target = await createTarget(ctx);
    expect((await unban(target.user.id)).json().user.isBanned).toBe(false);
    expect(await auditEntriesFor(ctx, target.user.id)).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ban(unknown, { reason: 'x' })).statusCode).toBe(404);
    expect((await unban(unknown)).statusCode).toBe(404);
    expect((await removeUser(unknown)).statusCode).toBe(404);
    expect((await removeUser('not-an-id')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('DELETE /api/users/{id}', () => {
  test('deleting an organizer with sold tickets removes their sign-in, cancels their upcoming events and refunds every booking exactly once', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const category = await createCategoryRow(ctx, `Delete ${process.pid}`);
    const upcoming = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: category.id,
      pricePaise: 50_000,
      totalSeats: 50,
      date: daysFrom(new Date(), 20),
    });
    const tiered = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: category.id,
      date: daysFrom(new Date(), 3),
      tiers: [
        { name: 'Gold', pricePaise: 150_000, seats: 10 },
        { name: 'Silver', pricePaise: 70_000, seats: 20 },
      ],
    });
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: category.id,
      pricePaise: 50_000,
      date: daysFrom(new Date(), 5),
    });
    const anjali = await createUser(ctx);
    const farhan = await createUser(ctx);
    const sold = [
      await purchase(ctx, anjali, upcoming.id, { noOfSeats: 2 }, 1000),
      await purchase(ctx, farhan, upcoming.id, { noOfSeats: 1 }, 500),
      await purchase(
        ctx,
        anjali,
        tiered.id,
        {
          ticketItems: [
            { categoryName: 'Gold', quantity: 1 },
            { categoryName: 'Silver', quantity: 2 },
          ],
        },
        2900,
      ),
    ];
    const pastBooking = await purchase(ctx, farhan, past.id, { noOfSeats: 1 }, 500);
    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), -2) })
      .where(eq(events.id, past.id));

    const response = await removeUser(organizer.user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });

    // The sign-in is gone: the old session and the old credentials are refused.
    expect((await injectAs(ctx, organizer, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(
      401,
    );
    expect((await login(organizer.user.email)).statusCode).toBe(401);
    const row = await findUserRow(ctx, organizer.user.id);
    expect(row).toMatchObject({ name: 'Deleted user', phone: null, passwordHash: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const eventRows = await ctx.db
      .select()
      .from(events)
      .where(inArray(events.id, [upcoming.id, tiered.id, past.id]));
    const cancelledById = Object.fromEntries(eventRows.map((event) => [event.id, event.cancelled]));
    expect(cancelledById).toEqual({ [upcoming.id]: true, [tiered.id]: true, [past.id]: false });

    // The refund worker runs (twice, and once more after every lease has run out): one refund each.
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));
    const soldIds = sold.map((booking) => booking._id as string);
    const bookingRows = await ctx.db.select().from(bookings).where(inArray(bookings.id, soldIds));
    expect(bookingRows).toHaveLength(3);
    for (const booking of bookingRows) {
      expect(booking).toMatchObject({
        cancelled: true,
        cancelledByEvent: true,
        refundStatus: 'processed',
        refundAmountPaise: booking.totalAmountPaise,
      });
      expect(await providerRefundsFor(booking.id)).toBe(1);
    }
    const refundRows = await ctx.db.select().from(refunds).where(inArray(refunds.bookingId, soldIds));
    expect(refundRows.map((refund) => refund.percentage)).toEqual([100, 100, 100]);

    // The past event and its booking are history: kept, not refunded.
    const [kept] = await ctx.db.select().from(bookings).where(eq(bookings.id, pastBooking._id));
    expect(kept).toMatchObject({ cancelled: false, refundStatus: 'none' });

    // Deleting again: the account is gone.
    expect((await removeUser(organizer.user.id)).statusCode).toBe(404);
    const trail = await auditEntriesFor(ctx, organizer.user.id, 'user.delete');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: callers.admin.user.id,
      targetType: 'user',
      before: { name: organizer.user.name, role: 'organizer' },
      after: { deleted: true, cancelledEvents: 2, cancelledBookings: 0 },
    });
  });

  test("the person's own upcoming bookings are cancelled with the refund their policy gives; past ones stay", async () => {
    const { event: farAway } = await createOrganizerWithEvent(ctx, { daysAhead: 30 });
    const { event: soon } = await createOrganizerWithEvent(ctx, { daysAhead: 3 });
    const attendee = await createUser(ctx);
    const far = await purchase(ctx, attendee, farAway.id, { noOfSeats: 2 }, 1000);
    const near = await purchase(ctx, attendee, soon.id, { noOfSeats: 1 }, 500);
    const seatsBefore = (await ctx.db.select().from(events).where(eq(events.id, farAway.id)))[0]!
      .availableSeats;

    const response = await removeUser(attendee.user.id);
    expect(response.statusCode, response.body).toBe(200);
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());

    const [farRow] = await ctx.db.select().from(bookings).where(eq(bookings.id, far._id));
    const [nearRow] = await ctx.db.select().from(bookings).where(eq(bookings.id, near._id));
    expect(farRow).toMatchObject({
      cancelled: true,
      cancelledByUser: true,
      refundStatus: 'processed',
      refundAmountPaise: 100_000,
    });
    expect(nearRow).toMatchObject({ cancelled: true, refundStatus: 'processed', refundAmountPaise: 25_000 });
    expect(await providerRefundsFor(far._id)).toBe(1);
    expect(await providerRefundsFor(near._id)).toBe(1);
    const seatsAfter = (await ctx.db.select().from(events).where(eq(events.id, farAway.id)))[0]!
      .availableSeats;
    expect(seatsAfter).toBe(seatsBefore + 2);
    const [entry] = await auditEntriesFor(ctx, attendee.user.id, 'user.delete');
    expect(entry?.after).toEqual({ deleted: true, cancelledEvents: 0, cancelledBookings: 2 });
  });

  test('deleting your own account (DELETE /api/users/delete) does the same, audited as the person closing it', async () => {
    const { event } = await createOrganizerWithEvent(ctx, { daysAhead: 30 });
    const attendee = await createUser(ctx);
    const booking = await purchase(ctx, attendee, event.id, { noOfSeats: 1 }, 500);
    const response = await injectAs(ctx, attendee, {
      method: 'DELETE',
      url: '/api/users/delete',
      payload: { password: TEST_PASSWORD },
    });
    expect(response.json()).toEqual({ message: 'Account deleted successfully' });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ cancelled: true, cancellationReason: 'The account was closed' });
    expect(await auditEntriesFor(ctx, attendee.user.id, 'user.delete')).toEqual([]);
    const [entry] = await auditEntriesFor(ctx, attendee.user.id, 'user.self_delete');
    expect(entry).toMatchObject({
      actorId: attendee.user.id,
      after: { deleted: true, cancelledEvents: 0, cancelledBookings: 1 },
    });
  });
});

describe('GET /api/users/{id}/full-details', () => {
  test('the organizer with statistics, events (attendees and reports counted) and every report against them', async () => {
    const organizer = await createUser(ctx, { role: 'organizer', phone: null });
    const category = await createCategoryRow(ctx, `Details ${process.pid}`);
    const upcoming = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: category.id,
      title: 'Upcoming Gig',
      pricePaise: 40_000,
      date: daysFrom(new Date(), 10),
    });
    const later = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: category.id,
      title: 'Later Gig',
      pricePaise: 40_000,
      date: daysFrom(new Date(), 40),
    });
    const buyer = await createUser(ctx);
    const reporter = await createUser(ctx);
    const goneReporter = await createUser(ctx);
    await purchase(ctx, buyer, upcoming.id, { noOfSeats: 3 }, 1200);
    const cancelledBooking = await purchase(ctx, reporter, upcoming.id, { noOfSeats: 2 }, 800);
    await injectAs(ctx, reporter, { method: 'DELETE', url: `/api/bookings/${cancelledBooking._id}` });
    await purchase(ctx, reporter, later.id, { noOfSeats: 1 }, 400);
    const cancelled = await injectAs(ctx, organizer, { method: 'DELETE', url: `/api/events/${later.id}` });
    expect(cancelled.statusCode).toBe(200);
    const [first] = await ctx.db
      .insert(reports)
      .values({
        eventId: upcoming.id,
        userId: reporter.user.id,
        reason: 'spam',
        createdAt: daysFrom(new Date(), -2),
      })
      .returning();
    const [second] = await ctx.db
      .insert(reports)
      .values({
        eventId: upcoming.id,
        userId: goneReporter.user.id,
        reason: 'scam_or_fraud',
        description: 'Fake venue',
        status: 'reviewed',
        adminNotes: 'Checking',
        createdAt: daysFrom(new Date(), -1),
      })
      .returning();
    await ctx.db.delete(users).where(eq(users.id, goneReporter.user.id));

    const response = await injectAs(ctx, callers.admin, {
      method: 'GET',
      url: `/api/users/${organizer.user.id}/full-details`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details.organizer).toMatchObject({
      _id: organizer.user.id,
      name: organizer.user.name,
      email: organizer.user.email,
      phone: null,
      role: 'organizer',
      isBanned: false,
    });
    expect(details.organizer).not.toHaveProperty('passwordHash');
    expect(details.statistics).toEqual({
      totalEvents: 2,
      activeEvents: 1,
      totalAttendees: 3,
      totalReports: 2,
    });
    expect(
      details.events.map((event: { title: string; attendeeCount: number; reportCount: number }) => [
        event.title,
        event.attendeeCount,
        event.reportCount,
      ]),
    ).toEqual([
      ['Later Gig', 0, 0],
      ['Upcoming Gig', 3, 2],
    ]);
    expect(details.events[1]).toMatchObject({
      _id: upcoming.id,
      price: 400,
      city: 'Mumbai',
      cancelled: false,
    });
    expect(details.allReports).toEqual([
      {
        _id: second!.id,
        reason: 'scam_or_fraud',
        status: 'reviewed',
        description: 'Fake venue',
        adminNotes: 'Checking',
        createdAt: expect.any(String),
        eventId: { _id: upcoming.id, title: 'Upcoming Gig' },
        userId: null,
      },
      {
        _id: first!.id,
        reason: 'spam',
        status: 'pending',
        description: null,
        adminNotes: null,
        createdAt: expect.any(String),
        eventId: { _id: upcoming.id, title: 'Upcoming Gig' },
        userId: { _id: reporter.user.id, name: reporter.user.name, email: reporter.user.email },
      },
    ]);
  });

  test('a person with no events has zeros and empty lists; unknown and deleted accounts are 404', async () => {
    const attendee = await createTarget(ctx);
    const empty = await injectAs(ctx, callers.admin, {
      method: 'GET',
      url: `/api/users/${attendee.user.id}/full-details`,
    });
    expect(empty.json()).toMatchObject({
      statistics: { totalEvents: 0, activeEvents: 0, totalAttendees: 0, totalReports: 0 },
      events: [],
      allReports: [],
    });
    await removeUser(attendee.user.id);
    const gone = await injectAs(ctx, callers.admin, {
      method: 'GET',
      url: `/api/users/${attendee.user.id}/full-details`,
    });
    expect(gone.json()).toMatchObject({ statusCode: 404, message: 'User not found' });
  });
});
