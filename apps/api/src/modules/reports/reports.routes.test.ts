import { ALREADY_REPORTED_MESSAGE, REPORT_REASONS } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { auditLog, reports } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let attendee: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', name: 'Priya Organizer' });
  attendee = await createUser(ctx, { name: 'Ananya Attendee' });
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const upcomingEvent = (title = 'Reportable Night') =>
  createEventRow(ctx, { organizerId: organizer.user.id, title });

function report(as: TestUser | null, payload: Record<string, unknown>) {
  return injectAs(ctx, as, { method: 'POST', url: '/api/reports', payload });
}

describe('POST /api/reports', () => {
  test('a signed-in user reports an upcoming event and gets the stored report back', async () => {
    const event = await upcomingEvent();
    const response = await report(attendee, {
      eventId: event.id,
      reason: 'scam_or_fraud',
      description: '  Asks for payment by bank transfer  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Report submitted successfully',
      report: {
        _id: expect.any(String),
        eventId: event.id,
        reason: 'scam_or_fraud',
        status: 'pending',
        description: 'Asks for payment by bank transfer',
        userId: { _id: attendee.user.id, name: 'Ananya Attendee', email: attendee.user.email },
        adminNotes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  test('every reason of the spec is accepted; details are optional', async () => {
    for (const reason of REPORT_REASONS) {
      const event = await upcomingEvent(`Event for ${reason}`);
      const response = await report(attendee, { eventId: event.id, reason });
      expect(response.statusCode, reason).toBe(201);
      expect(response.json().report.description).toBeNull();
    }
  });

  test('one report per user and event: the second answers 409 ALREADY_REPORTED with the spec text', async () => {
    const event = await upcomingEvent();
    expect((await report(attendee, { eventId: event.id, reason: 'spam' })).statusCode).toBe(201);
    const again = await report(attendee, { eventId: event.id, reason: 'other', description: 'Still bad' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REPORTED', message: ALREADY_REPORTED_MESSAGE });
    const other = await createUser(ctx);
    expect((await report(other, { eventId: event.id, reason: 'spam' })).statusCode).toBe(201);
    const stored = await ctx.db.select().from(reports).where(eq(reports.eventId, event.id));
    expect(stored).toHaveLength(2);
  });

  test('anonymous visitors must sign in (401), whatever the body', async () => {
    const event = await upcomingEvent();
    const response = await report(null, { eventId: event.id, reason: 'spam' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect((await report(null, {})).statusCode).toBe(401);
  });

  test('an unknown event answers 404', async () => {
    const response = await report(attendee, { eventId: crypto.randomUUID(), reason: 'spam' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
  });

  test('past and cancelled events cannot be reported', async () => {
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), -2),
    });
    const cancelled = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      cancelled: true,
      cancelledReason: 'Rain',
    });
    const pastAnswer = await report(attendee, { eventId: past.id, reason: 'spam' });
    expect(pastAnswer.statusCode).toBe(409);
    expect(pastAnswer.json().code).toBe('EVENT_PAST');
    const cancelledAnswer = await report(attendee, { eventId: cancelled.id, reason: 'spam' });
    expect(cancelledAnswer.statusCode).toBe(409);
    expect(cancelledAnswer.json().code).toBe('EVENT_CANCELLED');
  });

  test.each([
    [{ reason: 'spam' }, 'eventId', 'Invalid id'],
    [{ eventId: 'not-a-uuid', reason: 'spam' }, 'eventId', 'Invalid id'],
    [{ eventId: 'EVENT' }, 'reason', 'Please select a reason for reporting'],
    [{ eventId: 'EVENT', reason: '' }, 'reason', 'Please select a reason for reporting'],
    [{ eventId: 'EVENT', reason: 'boring' }, 'reason', 'Please select a reason for reporting'],
    [
      { eventId: 'EVENT', reason: 'spam', description: 'x'.repeat(501) },
      'description',
      'Details must be at most 500 characters',
    ],
    [{ eventId: 'EVENT', reason: 'spam', description: 42 }, 'description', 'Details must be text'],
  ])('bad input %j is refused with 400 on %s: %s', async (payload, field, message) => {
    const event = await upcomingEvent();
    const fields: Record<string, unknown> = payload;
    const body = { ...fields, ...(fields.eventId === 'EVENT' ? { eventId: event.id } : {}) };
    const response = await report(attendee, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
  });

  test('500 characters of details are accepted', async () => {
    const event = await upcomingEvent();
    const response = await report(attendee, {
      eventId: event.id,
      reason: 'other',
      description: 'y'.repeat(500),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('admin review of reports', () => {
  test('GET /api/reports/events/flagged lists reported events, most reported first, reports newest first', async () => {
    const category = await createCategoryRow(ctx, 'Flagged Category');
    const once = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Reported once',
      categoryId: category.id,
      city: 'Pune',
    });
    const twice = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Reported twice' });
    const first = await createUser(ctx, { name: 'First Reporter' });
    const second = await createUser(ctx, { name: 'Second Reporter' });
    await report(first, { eventId: twice.id, reason: 'spam' });
    await report(second, { eventId: twice.id, reason: 'offensive_language', description: 'Slurs' });
    await report(first, { eventId: once.id, reason: 'misleading_information' });

    const response = await injectAs(ctx, admin, { method: 'GET', url: '/api/reports/events/flagged' });
    expect(response.statusCode).toBe(200);
    const flagged = response.json() as {
      _id: string;
      reportCount: number;
      reports: { reason: string; userId: { name: string } }[];
    }[];
    const ids = flagged.map((event) => event._id);
    expect(ids.indexOf(twice.id)).toBeLessThan(ids.indexOf(once.id));
    const counts = flagged.map((event) => event.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const twiceRow = flagged.find((event) => event._id === twice.id)!;
    expect(twiceRow).toMatchObject({
      title: 'Reported twice',
      reportCount: 2,
      pendingReportCount: 2,
      cancelled: false,
      organizerId: { _id: organizer.user.id, name: 'Priya Organizer', email: organizer.user.email },
    });
    expect(twiceRow.reports.map((item) => [item.reason, item.userId.name])).toEqual([
      ['offensive_language', 'Second Reporter'],
      ['spam', 'First Reporter'],
    ]);
    expect(flagged.find((event) => event._id === once.id)).toMatchObject({
      city: 'Pune',
      categoryId: { _id: category.id, name: 'Flagged Category' },
      reportCount: 1,
    });
  });

  test('PATCH /api/reports/:id sets the status and notes and writes the audit entry', async () => {
    const event = await upcomingEvent();
    const created = (await report(attendee, { eventId: event.id, reason: 'spam' })).json().report;

    const response = await injectAs(ctx, admin, {
      method: 'PATCH',
      url: `/api/reports/${created._id}`,
      payload: { status: 'reviewed', adminNotes: ' Checked with the organizer ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: created._id,
      status: 'reviewed',
      adminNotes: 'Checked with the organizer',
      userId: { _id: attendee.user.id },
    });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.status'), eq(auditLog.targetId, created._id)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'report',
      before: { status: 'pending', adminNotes: null },
      after: { status: 'reviewed', adminNotes: 'Checked with the organizer' },
    });

    const notesKept = await injectAs(ctx, admin, {
      method: 'PATCH',
      url: `/api/reports/${created._id}`,
      payload: { status: 'resolved' },
    });
    expect(notesKept.json()).toMatchObject({ status: 'resolved', adminNotes: 'Checked with the organizer' });
  });

  test('PATCH refuses an unknown status (400) and an unknown report (404)', async () => {
    const event = await upcomingEvent();
    const created = (await report(attendee, { eventId: event.id, reason: 'spam' })).json().report;
    const bad = await injectAs(ctx, admin, {
      method: 'PATCH',
      url: `/api/reports/${created._id}`,
      payload: { status: 'deleted' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status', message: 'Please choose a valid report status' });
    const missing = await injectAs(ctx, admin, {
      method: 'PATCH',
      url: `/api/reports/${crypto.randomUUID()}`,
      payload: { status: 'dismissed' },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('the admin routes answer 401 to visitors and 403 to attendees and organizers', async () => {
    const event = await upcomingEvent();
    const created = (await report(attendee, { eventId: event.id, reason: 'spam' })).json().report;
    for (const [as, status] of [
      [null, 401],
      [attendee, 403],
      [organizer, 403],
    ] as const) {
      const flagged = await injectAs(ctx, as, { method: 'GET', url: '/api/reports/events/flagged' });
      expect(flagged.statusCode).toBe(status);
      const patched = await injectAs(ctx, as, {
        method: 'PATCH',
        url: `/api/reports/${created._id}`,
        payload: { status: 'dismissed' },
      });
      expect(patched.statusCode).toBe(status);
    }
    const [stored] = await ctx.db.select().from(reports).where(eq(reports.id, created._id));
    expect(stored?.status).toBe('pending');
  });
});

describe('GET /api/reports/event/:id/mine', () => {
  function mine(as: TestUser | null, eventId: string) {
    return injectAs(ctx, as, { method: 'GET', url: `/api/reports/event/${eventId}/mine` });
  }

  test('tells the signed-in user whether they have reported the event, and when', async () => {
    const event = await upcomingEvent();
    const before = await mine(attendee, event.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ reported: false, reportedAt: null });

    const created = (await report(attendee, { eventId: event.id, reason: 'spam' })).json().report;
    const after = await mine(attendee, event.id);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ reported: true, reportedAt: created.createdAt });
  });

  test("another user's report is not theirs: each person sees only their own", async () => {
    const event = await upcomingEvent();
    expect((await report(attendee, { eventId: event.id, reason: 'spam' })).statusCode).toBe(201);
    const stranger = await createUser(ctx);
    expect((await mine(stranger, event.id)).json()).toEqual({ reported: false, reportedAt: null });
    expect((await mine(organizer, event.id)).json()).toEqual({ reported: false, reportedAt: null });
  });

  test('anonymous visitors are refused (401); an unknown event answers 404', async () => {
    const event = await upcomingEvent();
    const anonymous = await mine(null, event.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    expect((await mine(attendee, crypto.randomUUID())).statusCode).toBe(404);
    expect((await mine(attendee, 'not-an-id')).statusCode).toBe(400);
  });
});
