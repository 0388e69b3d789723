import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { setTicketHolders } from '../../../test/ticket-holders';
import { auditLog, bookings } from '../../db/schema';
import { formatIndiaDateTime } from '../../lib/india-time';
import { signTicket } from '../../lib/ticket-qr';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', name: 'Meera Door' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin', name: 'Anil Admin' });
  buyer = await createUser(ctx, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await ctx.close();
});

const SIGNATURE_MISMATCH = 'Invalid ticket: the QR code signature does not match';

const verify = (as: TestUser | null, payload: Record<string, unknown>) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/bookings/verify', payload });
const undo = (as: TestUser | null, bookingId: string, payload?: Record<string, unknown>) =>
  injectAs(ctx, as, {
    method: 'POST',
    url: `/api/bookings/${bookingId}/undo-check-in`,
    ...(payload ? { payload } : {}),
  });

interface Ticket {
  _id: string;
  ticketId: string;
  qrCode: string;
}

/** An upcoming single-price event of `organizer` with one paid booking of 2 seats, named Ravi Kumar and Sara Kumar. */
async function bookedTicket(title = 'Sufi Night') {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title,
    pricePaise: 50_000,
    totalSeats: 20,
  });
  const booking: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 1000);
  await setTicketHolders(ctx.db, booking._id, [{ name: 'Ravi Kumar' }, { name: 'Sara Kumar' }]);
  return { event, booking };
}

const rowOf = async (bookingId: string) =>
  (await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
const auditOf = (bookingId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, bookingId), eq(auditLog.action, 'checkin.undo')));

describe('POST /api/bookings/verify: success', () => {
  test('the signed QR read by the camera checks the ticket in, recording when, by whom and how', async () => {
    const { event, booking } = await bookedTicket();
    const before = Date.now();
    const response = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Ticket verified successfully',
      booking: {
        _id: booking._id,
        ticketId: booking.ticketId,
        noOfSeats: 2,
        hasTicketCategories: false,
        ticketItems: [],
        totalQuantity: 2,
        verified: true,
        verifiedAt: expect.any(String),
        verifyMethod: 'camera',
        attendeeName: 'Ravi Kumar',
        attendeeNames: ['Ravi Kumar', 'Sara Kumar'],
      },
    });
    expect(Date.parse(body.booking.verifiedAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await rowOf(booking._id);
    expect(row).toMatchObject({ verified: true, verifiedBy: organizer.user.id, verifyMethod: 'camera' });

    // The attendee's own ticket now reads Verified.
    const ticket = await injectAs(ctx, buyer, { method: 'GET', url: `/api/bookings/${booking._id}/qr` });
    expect(ticket.json().verified).toBe(true);
  });

  test('a bare ticket id, typed in lower case with spaces, checks in as manual by default', async () => {
    const { event, booking } = await bookedTicket();
    const response = await verify(organizer, {
      qrData: `  ${booking.ticketId.toLowerCase()}  `,
      eventId: event.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({
      ticketId: booking.ticketId,
      verified: true,
      verifyMethod: 'manual',
    });
  });

  test('the door is told the names on the valid tickets only, in ticket order, on check-in and on undo', async () => {
    const { event, booking } = await bookedTicket();
    await setTicketHolders(ctx.db, booking._id, [
      { name: 'Ravi Kumar' },
      { name: 'Gone Guest', cancelled: true },
      { name: 'Zoya Khan' },
    ]);
    const response = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking.attendeeNames).toEqual(['Ravi Kumar', 'Zoya Khan']);
    const undone = await undo(organizer, booking._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().booking).toMatchObject({
      verified: false,
      attendeeNames: ['Ravi Kumar', 'Zoya Khan'],
    });
  });

  test("the web's manual wrapper {ticketId, eventId, timestamp} checks in", async () => {
    const { event, booking } = await bookedTicket();
    const qrData = JSON.stringify({ ticketId: booking.ticketId, eventId: event.id, timestamp: Date.now() });
    const response = await verify(organizer, { qrData, eventId: event.id, method: 'manual' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({ ticketId: booking.ticketId, verifyMethod: 'manual' });
  });

  test('a category booking answers its ticket lines and total seats, on check-in and on undo', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'VIP', pricePaise: 300_000, seats: 5 },
        { name: 'General', pricePaise: 100_000, seats: 50 },
      ],
    });
    const booking: Ticket = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'General', quantity: 3 },
          { categoryName: 'VIP', quantity: 1 },
        ],
      },
      6000,
    );
    const response = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({
      noOfSeats: 4,
      totalQuantity: 4,
      hasTicketCategories: true,
      // In the event's category order, whatever order they were chosen in.
      ticketItems: [
        { categoryName: 'VIP', quantity: 1 },
        { categoryName: 'General', quantity: 3 },
      ],
    });
    // The undo answers the same booking, lines and name included.
    const undone = await undo(organizer, booking._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().booking).toEqual({
      ...response.json().booking,
      verified: false,
      verifiedAt: null,
      verifyMethod: null,
    });
  });
});

describe('POST /api/bookings/verify: refusals', () => {
  test('a second check-in is refused with when (India time) and by whom', async () => {
    const { event, booking } = await bookedTicket();
    const first = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(first.statusCode).toBe(200);
    const at = formatIndiaDateTime(new Date(first.json().booking.verifiedAt));
    expect(at).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);

    for (const qrData of [booking.qrCode, booking.ticketId]) {
      const again = await verify(admin, { qrData, eventId: event.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        code: 'ALREADY_CHECKED_IN',
        message: `Ticket already checked in at ${at} by Meera Door`,
      });
    }
    // The first check-in stands: not overwritten by the refused one.
    expect(await rowOf(booking._id)).toMatchObject({ verifiedBy: organizer.user.id, verifyMethod: 'camera' });

    // At a door in Hindi the time is written in Hindi too.
    const inHindi = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: booking.ticketId, eventId: event.id },
      headers: { cookie: 'lang=hi' },
    });
    const hindiAt = formatIndiaDateTime(new Date(first.json().booking.verifiedAt), 'hi');
    expect(hindiAt).toMatch(/[\u0900-\u097F]/);
    expect(inHindi.json().message).toBe(`टिकट का चेक-इन ${hindiAt} पर Meera Door द्वारा पहले ही हो चुका है।`);
  });

  test('a ticket of another event is refused with that event title, by id and by signed QR', async () => {
    const door = await bookedTicket('Door Event');
    const other = await bookedTicket('Kathak Evening');
    for (const qrData of [other.booking.ticketId, other.booking.qrCode]) {
      const response = await verify(organizer, { qrData, eventId: door.event.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'WRONG_EVENT',
        message: 'This ticket is for a different event: Kathak Evening',
      });
    }
    expect((await rowOf(other.booking._id)).verified).toBe(false);
  });

  test("another organizer's ticket is WRONG_EVENT without naming that organizer's event; an admin is told its title", async () => {
    const door = await bookedTicket('Door Event');
    const theirs = await createEventRow(ctx, {
      organizerId: otherOrganizer.user.id,
      title: 'Private Launch of Someone Else',
      pricePaise: 50_000,
      totalSeats: 20,
    });
    const ticket: Ticket = await purchase(ctx, buyer, theirs.id, { noOfSeats: 1 }, 500);
    for (const qrData of [ticket.ticketId, ticket.qrCode]) {
      const response = await verify(organizer, { qrData, eventId: door.event.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'WRONG_EVENT',
        message: 'This ticket is for a different event',
      });
      expect(response.body).not.toContain('Private Launch');
    }
    const asAdmin = await verify(admin, { qrData: ticket.ticketId, eventId: door.event.id });
    expect(asAdmin.json()).toMatchObject({
      code: 'WRONG_EVENT',
      message: 'This ticket is for a different event: Private Launch of Someone Else',
    });
    expect((await rowOf(ticket._id)).verified).toBe(false);
  });

  test('a cancelled booking is refused', async () => {
    const { event, booking } = await bookedTicket();
    const cancelled = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const qrData of [booking.qrCode, booking.ticketId]) {
      const response = await verify(organizer, { qrData, eventId: event.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'BOOKING_CANCELLED',
        message: 'This booking has been cancelled',
      });
    }
    expect((await rowOf(booking._id)).verified).toBe(false);
  });

  test('a ticket of a cancelled event is refused', async () => {
    const { event, booking } = await bookedTicket();
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'Venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const response = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EVENT_CANCELLED',
      message: 'This event has been cancelled',
    });
  });

  test('an unknown ticket id is 404 and an unknown event is 404', async () => {
    const { event } = await bookedTicket();
    const unknownTicket = await verify(organizer, { qrData: 'TM-ZZZZZZZZZZ', eventId: event.id });
    expect(unknownTicket.statusCode).toBe(404);
    expect(unknownTicket.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ticket not found' });
    const wrapped = await verify(organizer, {
      qrData: JSON.stringify({ ticketId: 'TM-ZZZZZZZZZZ', eventId: event.id, timestamp: 1 }),
      eventId: event.id,
    });
    expect(wrapped.statusCode).toBe(404);

    const unknownEvent = await verify(organizer, {
      qrData: 'TM-ZZZZZZZZZZ',
      eventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
  });

  test('forged and altered signatures are refused before anything about the ticket is told', async () => {
    const { event, booking } = await bookedTicket();
    const other = await bookedTicket('Other Show');
    const qr = JSON.parse(booking.qrCode) as { ticketId: string; eventId: string; sig: string };
    const flipped = `${qr.sig.slice(0, -1)}${qr.sig.endsWith('A') ? 'B' : 'A'}`;
    const forgedQrs = [
      // signed with another secret
      { ...qr, sig: signTicket(qr.ticketId, qr.eventId, 'not-the-server-secret-0123456789abcdef') },
      // one character of the signature altered
      { ...qr, sig: flipped },
      // the event id altered (to the door's other event), signature kept
      { ...qr, eventId: other.event.id },
      // another real ticket's id under this ticket's signature
      { ...qr, ticketId: other.booking.ticketId },
      // a made-up ticket with a made-up signature: 400, not 404
      { ticketId: 'TM-ZZZZZZZZZZ', eventId: event.id, sig: 'c2lnbmF0dXJl' },
      // signature present but empty, or the event id missing
      { ...qr, sig: '' },
      { ticketId: qr.ticketId, sig: qr.sig },
    ];
    for (const forged of forgedQrs) {
      const response = await verify(organizer, {
        qrData: JSON.stringify(forged),
        eventId: event.id,
        method: 'camera',
      });
      expect(response.statusCode, JSON.stringify(forged)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TICKET', message: SIGNATURE_MISMATCH });
    }
    expect((await rowOf(booking._id)).verified).toBe(false);
    expect((await rowOf(other.booking._id)).verified).toBe(false);
  });

  test('the camera accepts only signed QR codes: an unsigned code with a real ticket id is refused', async () => {
    const { event, booking } = await bookedTicket();
    for (const qrData of [
      booking.ticketId,
      JSON.stringify({ ticketId: booking.ticketId, eventId: event.id, timestamp: 1 }),
    ]) {
      const response = await verify(organizer, { qrData, eventId: event.id, method: 'camera' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TICKET', message: SIGNATURE_MISMATCH });
    }
    expect((await rowOf(booking._id)).verified).toBe(false);
  });

  test('unreadable QR text is 400 INVALID_TICKET "Unreadable QR code"', async () => {
    const { event } = await bookedTicket();
    for (const qrData of ['{"ticketId": "TM-', '{}', '{"ticketId": 42}', '{"eventId": "x"}']) {
      const response = await verify(organizer, { qrData, eventId: event.id });
      expect(response.statusCode, qrData).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TICKET', message: 'Unreadable QR code' });
    }
  });

  test('bad input is 400 with the field, never a 500', async () => {
    const { event } = await bookedTicket();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ qrData: '   ', eventId: event.id }, 'qrData', 'Please enter QR data or ticket ID.'],
      [{ eventId: event.id }, 'qrData', 'Please enter QR data or ticket ID.'],
      [{ qrData: 'x'.repeat(2001), eventId: event.id }, 'qrData', 'QR data is too long'],
      [{ qrData: 'TM-ABC' }, 'eventId'],
      [{ qrData: 'TM-ABC', eventId: 'not-a-uuid' }, 'eventId'],
      [{ qrData: 'TM-ABC', eventId: event.id, method: 'telepathy' }, 'method'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await verify(organizer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
        ...(message ? { message } : {}),
      });
    }
  });
});

describe('POST /api/bookings/verify: who may check in', () => {
  test('anonymous 401; the attendee and another organizer 403; the owner and an admin succeed', async () => {
    const { event, booking } = await bookedTicket();
    const second = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const body = { qrData: booking.qrCode, eventId: event.id, method: 'camera' };

    const anonymous = await verify(null, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    for (const stranger of [buyer, otherOrganizer]) {
      const response = await verify(stranger, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only check in tickets of your own events',
      });
    }
    // Refusals leave the ticket untouched.
    expect((await rowOf(booking._id)).verified).toBe(false);

    expect((await verify(organizer, body)).statusCode).toBe(200);
    const byAdmin = await verify(admin, { qrData: second.ticketId, eventId: event.id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await rowOf(second._id)).toMatchObject({ verifiedBy: admin.user.id, verifyMethod: 'manual' });
  });
});

describe('POST /api/bookings/{id}/undo-check-in', () => {
  test('undo clears the check-in and writes one audit entry; the ticket then checks in once more', async () => {
    const { event, booking } = await bookedTicket();
    const checkedIn = await verify(organizer, {
      qrData: booking.qrCode,
      eventId: event.id,
      method: 'camera',
    });
    const verifiedAt = checkedIn.json().booking.verifiedAt as string;

    const response = await undo(organizer, booking._id, { reason: '  Scanned the wrong phone  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Check-in undone',
      booking: expect.objectContaining({
        _id: booking._id,
        ticketId: booking.ticketId,
        noOfSeats: 2,
        verified: false,
        verifiedAt: null,
        verifyMethod: null,
        attendeeName: 'Ravi Kumar',
      }),
    });
    expect(await rowOf(booking._id)).toMatchObject({
      verified: false,
      verifiedAt: null,
      verifiedBy: null,
      verifyMethod: null,
    });
    const entries = await auditOf(booking._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: organizer.user.id,
      action: 'checkin.undo',
      targetType: 'booking',
      targetId: booking._id,
      reason: 'Scanned the wrong phone',
      before: { verifiedAt, verifiedBy: organizer.user.id, verifyMethod: 'camera' },
      after: null,
    });

    // Undo twice: the second is refused and writes nothing.
    const twice = await undo(organizer, booking._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'NOT_CHECKED_IN', message: 'This ticket is not checked in' });
    expect(await auditOf(booking._id)).toHaveLength(1);

    // Checked in again exactly once.
    const again = await verify(organizer, { qrData: booking.ticketId, eventId: event.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().booking).toMatchObject({ verified: true, verifyMethod: 'manual' });
    const thrice = await verify(organizer, { qrData: booking.qrCode, eventId: event.id, method: 'camera' });
    expect(thrice.statusCode).toBe(409);
    expect(thrice.json().code).toBe('ALREADY_CHECKED_IN');
  });

  test('a ticket that is not checked in cannot be undone (409 NOT_CHECKED_IN, no audit entry)', async () => {
    const { booking } = await bookedTicket();
    const response = await undo(organizer, booking._id, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_CHECKED_IN' });
    expect(await auditOf(booking._id)).toHaveLength(0);
  });

  test('anonymous 401; the attendee and another organizer 403; unknown 404; the owner and an admin succeed', async () => {
    const { event, booking } = await bookedTicket();
    await verify(organizer, { qrData: booking.ticketId, eventId: event.id });

    expect((await undo(null, booking._id)).statusCode).toBe(401);
    for (const stranger of [buyer, otherOrganizer]) {
      const response = await undo(stranger, booking._id);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await rowOf(booking._id)).verified).toBe(true);
    expect(await auditOf(booking._id)).toHaveLength(0);

    const unknown = await undo(organizer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
    const malformed = await undo(organizer, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    const tooLong = await undo(organizer, booking._id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'reason' });

    const byAdmin = await undo(admin, booking._id);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const [entry] = await auditOf(booking._id);
    expect(entry).toMatchObject({ actorId: admin.user.id, reason: null });

    await verify(organizer, { qrData: booking.ticketId, eventId: event.id });
    expect((await undo(organizer, booking._id)).statusCode).toBe(200);
    expect(await auditOf(booking._id)).toHaveLength(2);
  });
});
