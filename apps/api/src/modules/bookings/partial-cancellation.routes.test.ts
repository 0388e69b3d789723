import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { doorEntryOf } from '../../../test/door';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase, type Selection } from '../../../test/purchase';
import {
  bookings,
  events,
  outboxMails,
  refunds,
  taxDocuments,
  testRefunds,
  ticketCategories,
} from '../../db/schema';
import { taxDocumentAttachments } from '../invoices/document-attachments';

// Cancelling some tickets of a booking and keeping the rest, and the quote before it (decision 0041).

let ctx: TestApp;
let organizer: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Body = { noOfSeats?: number; ticketItems?: { categoryName: string; quantity: number }[] };
const quote = (as: TestUser | null, id: string, payload: Body = {}) =>
  injectAs(ctx, as, { method: 'POST', url: `/api/bookings/${id}/cancellation-quote`, payload });
const cancelTickets = (as: TestUser | null, id: string, payload: Body) =>
  injectAs(ctx, as, { method: 'POST', url: `/api/bookings/${id}/partial-cancellations`, payload });
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
const categorySeatsOf = async (eventId: string) =>
  Object.fromEntries(
    (await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, eventId))).map(
      (category) => [category.name, category.availableSeats],
    ),
  );
const creditNotesOf = (bookingId: string) =>
  ctx.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(taxDocuments.issuedAt);

/** 3 seats at ₹1,000 of a single-price event `daysAhead` away, bought through the test provider. */
async function threeSeats(daysAhead = 10) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise: 100_000,
    totalSeats: 10,
    date: daysFrom(new Date(), daysAhead),
  });
  const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 3 }, 3000);
  return { event, booking };
}

/** VIP ×2 at ₹3,000 and General ×2 at ₹1,000.50, two days ahead (the 50% tier). */
async function categoryBooking() {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    date: daysFrom(new Date(), 2),
    tiers: [
      { name: 'VIP', pricePaise: 300_000, seats: 5 },
      { name: 'General', pricePaise: 100_050, seats: 10 },
    ],
  });
  const selection: Selection = {
    ticketItems: [
      { categoryName: 'VIP', quantity: 2 },
      { categoryName: 'General', quantity: 2 },
    ],
  };
  const booking = await purchase(ctx, buyer, event.id, selection, 8001);
  return { event, booking };
}

describe('POST /api/bookings/{id}/cancellation-quote', () => {
  test('some seats, or the whole booking, priced by the frozen policy now; nothing changes', async () => {
    const { event, booking } = await threeSeats();
    const one = await quote(buyer, booking._id, { noOfSeats: 1 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      quantity: 1,
      remainingQuantity: 2,
      wholeBooking: false,
      amount: 1000,
      refund: { amount: 1000, percentage: 100 },
      refundPolicy: expect.stringContaining('100%'),
    });
    expect(one.json().daysBeforeEvent).toBeGreaterThan(9.9);
    const whole = await quote(buyer, booking._id);
    expect(whole.json()).toMatchObject({
      quantity: 3,
      remainingQuantity: 0,
      wholeBooking: true,
      amount: 3000,
      refund: { amount: 3000, percentage: 100 },
    });
    expect(await seatsOf(event.id)).toBe(7);
  });

  test('category lines at 50%, rounded down to a paisa', async () => {
    const { booking } = await categoryBooking();
    const response = await quote(buyer, booking._id, {
      ticketItems: [
        { categoryName: 'General', quantity: 1 },
        { categoryName: 'VIP', quantity: 1 },
      ],
    });
    expect(response.json()).toMatchObject({
      quantity: 2,
      remainingQuantity: 2,
      amount: 4000.5,
      refund: { amount: 2000.25, percentage: 50 },
    });
    const odd = await quote(buyer, booking._id, { ticketItems: [{ categoryName: 'General', quantity: 1 }] });
    expect(odd.json().refund).toEqual({ amount: 500.25, percentage: 50 });
  });

  test('a choice the booking cannot give is 400 on its field; another person’s booking is not found', async () => {
    const { booking } = await threeSeats();
    const tooMany = await quote(buyer, booking._id, { noOfSeats: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'noOfSeats',
      message: 'This booking has only 3 tickets',
    });
    const lines = await quote(buyer, booking._id, { ticketItems: [{ categoryName: 'VIP', quantity: 1 }] });
    expect(lines.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'ticketItems' });
    const both = await quote(buyer, booking._id, {
      noOfSeats: 1,
      ticketItems: [{ categoryName: 'VIP', quantity: 1 }],
    });
    expect(both.statusCode).toBe(400);
    const stranger = await createUser(ctx);
    expect((await quote(stranger, booking._id, { noOfSeats: 1 })).statusCode).toBe(404);
    expect((await quote(organizer, booking._id, { noOfSeats: 1 })).statusCode).toBe(404);
    expect((await quote(null, booking._id, { noOfSeats: 1 })).statusCode).toBe(401);
  });
});

describe('POST /api/bookings/{id}/partial-cancellations', () => {
  test('1 of 3 seats: refunded in full through the provider with its own key and credit note, 2 seats left on the same QR', async () => {
    const { event, booking } = await threeSeats();
    const response = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Tickets cancelled successfully',
      refund: { status: 'processed', amount: 1000, percentage: 100 },
      cancellation: { refundPolicy: expect.stringContaining('100%') },
      booking: {
        _id: booking._id,
        noOfSeats: 2,
        totalQuantity: 2,
        totalAmount: 2000,
        cancelled: false,
        qrCode: booking.qrCode,
        refundStatus: 'none',
        refundAmount: 0,
      },
    });
    expect(body.booking.partialCancellations).toEqual([
      {
        _id: expect.any(String),
        cancelledAt: expect.any(String),
        quantity: 1,
        ticketItems: [],
        amount: 1000,
        refund: { status: 'processed', amount: 1000, percentage: 100 },
      },
    ]);
    expect(await seatsOf(event.id)).toBe(8);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(refund).toMatchObject({ kind: 'tickets', amountPaise: 100_000, status: 'processed' });
    const sent = await ctx.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.idempotencyKey, `refund:${refund!.id}`));
    expect(sent).toHaveLength(1);
    const [note] = await creditNotesOf(booking._id);
    expect(note).toMatchObject({ refundId: refund!.id, totalPaise: 100_000 });
    expect(note!.lines).toMatchObject([{ quantity: 1, totalPaise: 100_000 }]);
    expect(body.booking.creditNotes).toHaveLength(1);

    const ticket = await injectAs(ctx, buyer, { method: 'GET', url: `/api/bookings/${booking._id}/qr` });
    expect(ticket.json()).toMatchObject({
      seats: 2,
      totalQuantity: 2,
      totalAmount: 2000,
      qrCode: booking.qrCode,
    });
    const listed = await injectAs(ctx, buyer, { method: 'GET', url: '/api/bookings/user' });
    const row = listed.json().find((candidate: { _id: string }) => candidate._id === booking._id);
    expect(row.partialCancellations).toHaveLength(1);
  });

  test('category lines: a line cancelled to nothing goes, the others shrink, their seats go back to their categories', async () => {
    const { event, booking } = await categoryBooking();
    const response = await cancelTickets(buyer, booking._id, {
      ticketItems: [
        { categoryName: 'general', quantity: 2 },
        { categoryName: 'VIP', quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      refund: { status: 'processed', amount: 2500.5, percentage: 50 },
      booking: {
        totalQuantity: 1,
        totalAmount: 3000,
        ticketItems: [{ categoryName: 'VIP', quantity: 1, pricePerTicket: 3000, subtotal: 3000 }],
        partialCancellations: [
          {
            quantity: 3,
            ticketItems: [
              { categoryName: 'General', quantity: 2 },
              { categoryName: 'VIP', quantity: 1 },
            ],
            amount: 5001,
            refund: { status: 'processed', amount: 2500.5, percentage: 50 },
          },
        ],
      },
    });
    expect(await categorySeatsOf(event.id)).toEqual({ VIP: 4, General: 10 });
    expect(await seatsOf(event.id)).toBe(14);
    const [note] = await creditNotesOf(booking._id);
    expect(note!.totalPaise).toBe(250_050);
    expect(note!.lines.map((line) => [line.quantity, line.totalPaise])).toEqual([
      [1, 150_000],
      [2, 100_050],
    ]);

    // The whole booking cancelled after: 50% of what was left, its credit note for the VIP ticket kept.
    const rest = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(rest.json().refund).toEqual({ status: 'processed', amount: 1500, percentage: 50 });
    const notes = await creditNotesOf(booking._id);
    expect(notes.map((document) => document.totalPaise)).toEqual([250_050, 150_000]);
    expect(notes[1]!.lines.map((line) => [line.quantity, line.totalPaise])).toEqual([[1, 150_000]]);
    expect(await seatsOf(event.id)).toBe(15);
    // Its cancellation mail carries its own credit note, not the partial cancellation's as well.
    const [mail] = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.causeId, booking._id), eq(outboxMails.kind, 'booking_cancelled')));
    const files = await taxDocumentAttachments(ctx.db)({ kind: 'booking_cancelled', payload: mail!.payload });
    expect(files.map((file) => file.filename)).toEqual([
      expect.stringContaining(notes[1]!.number.replaceAll('/', '-')),
    ]);
  });

  test('under 24 hours the cancelled tickets refund nothing, and no refund is queued', async () => {
    const { event, booking } = await threeSeats(0.5);
    const response = await cancelTickets(buyer, booking._id, { noOfSeats: 2 });
    expect(response.json()).toMatchObject({
      refund: { status: 'none', amount: 0, percentage: 0 },
      booking: { totalQuantity: 1, totalAmount: 1000 },
    });
    expect(response.json().booking.partialCancellations[0].refund).toBeNull();
    expect(await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))).toHaveLength(0);
    expect(await seatsOf(event.id)).toBe(9);
  });

  test('every ticket is the whole booking’s cancellation (400); the booking stays as it was', async () => {
    const { booking } = await threeSeats();
    const response = await cancelTickets(buyer, booking._id, { noOfSeats: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'noOfSeats',
      message: 'That is every ticket of this booking: cancel the booking instead',
    });
    const empty = await cancelTickets(buyer, booking._id, {});
    expect(empty.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ totalQuantity: 3, totalAmountPaise: 300_000 });
  });

  test('refused as cancelling the booking is: checked in, cancelled, past; not found for anyone else', async () => {
    const { event, booking } = await threeSeats();
    const stranger = await createUser(ctx);
    const other = await cancelTickets(stranger, booking._id, { noOfSeats: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No booking found');
    expect((await cancelTickets(organizer, booking._id, { noOfSeats: 1 })).statusCode).toBe(404);
    expect((await cancelTickets(null, booking._id, { noOfSeats: 1 })).statusCode).toBe(401);

    await ctx.db.update(bookings).set({ verified: true }).where(eq(bookings.id, booking._id));
    expect((await cancelTickets(buyer, booking._id, { noOfSeats: 1 })).json().code).toBe(
      'ALREADY_CHECKED_IN',
    );
    await ctx.db.update(bookings).set({ verified: false }).where(eq(bookings.id, booking._id));

    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), -1) })
      .where(eq(events.id, event.id));
    expect((await cancelTickets(buyer, booking._id, { noOfSeats: 1 })).json().code).toBe('EVENT_PAST');
    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), 10) })
      .where(eq(events.id, event.id));

    expect(
      (await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` })).statusCode,
    ).toBe(200);
    const after = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('CONFLICT');
    expect(await seatsOf(event.id)).toBe(10);
  });

  test('two cancellations one after the other: each refunds its own tickets, never past what was paid', async () => {
    const { event, booking } = await threeSeats();
    expect((await cancelTickets(buyer, booking._id, { noOfSeats: 1 })).statusCode).toBe(200);
    const second = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(second.json().booking).toMatchObject({ totalQuantity: 1, totalAmount: 1000 });
    expect(second.json().booking.partialCancellations).toHaveLength(2);
    const tooMany = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(tooMany.statusCode).toBe(400);
    const rows = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(rows.map((row) => row.amountPaise)).toEqual([100_000, 100_000]);
    expect(await seatsOf(event.id)).toBe(9);
  });

  test('a refund that would take the booking’s refunds past what was paid is refused (409) and nothing changes', async () => {
    const { event, booking } = await threeSeats();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    // Money already given back outside this booking's tickets (as a support refund would be): ₹2,500 of ₹3,000.
    await ctx.db.insert(refunds).values({
      bookingId: booking._id,
      paymentId: row!.paymentId,
      amountPaise: 250_000,
      percentage: 100,
      kind: 'tickets',
      status: 'processed',
    });
    const response = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    const [after] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(after).toMatchObject({ totalQuantity: 3, totalAmountPaise: 300_000 });
    expect(await seatsOf(event.id)).toBe(7);
    expect(await creditNotesOf(booking._id)).toHaveLength(0);
  });

  test('the holder is mailed what went and what is left; the door, attendee list and statistics count the seats left', async () => {
    const { event, booking } = await categoryBooking();
    const [before] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    const response = await cancelTickets(buyer, booking._id, {
      ticketItems: [{ categoryName: 'VIP', quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const partialId = response.json().booking.partialCancellations[0]._id;

    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, partialId));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'tickets_cancelled',
      recipient: buyer.user.email,
      subject: `Tickets cancelled: 3 still booked for Test Event (${booking.ticketId})`,
      payload: {
        bookingId: booking._id,
        cancelledSeats: 1,
        cancelledLines: [{ categoryName: 'VIP', quantity: 1 }],
        cancelledAmountPaise: 300_000,
        refundAmountPaise: 150_000,
        percentage: 50,
        refundStatus: 'pending',
        seatsLeft: 3,
        amountLeftPaise: 500_100,
      },
    });

    // The booking's door_changed_at moved (migration 0005's trigger), so a door's delta refresh carries it.
    const [after] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(after!.doorChangedAt.getTime()).toBeGreaterThan(before!.doorChangedAt.getTime());
    const door = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}/door-list`,
    });
    expect(await doorEntryOf(door.json(), booking)).toMatchObject({ seats: 3 });

    const attendees = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}`,
    });
    const attendee = attendees.json().attendees.find((row: { _id: string }) => row._id === booking._id);
    expect(attendee).toMatchObject({ totalQuantity: 3 });
    expect(attendees.json().statistics).toMatchObject({ seatsSold: 3 });
    const csv = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}/attendees.csv`,
    });
    const line = csv.body.split('\n').find((row) => row.startsWith(booking.ticketId));
    expect(line).toContain(',3,VIP × 1; General × 2,5001');
  });

  test('what the holder spent and the platform’s revenue keep what the cancelled tickets did not refund', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const spent = async () =>
      (await injectAs(ctx, buyer, { method: 'GET', url: '/api/users/profile/stats' })).json().totalSpent;
    const revenue = async () =>
      (await injectAs(ctx, admin, { method: 'GET', url: '/api/events/admin/stats' })).json().totalRevenue;
    const { booking } = await categoryBooking();
    const [spentBefore, revenueBefore] = [await spent(), await revenue()];
    // 1 VIP (₹3,000) at 50%: ₹1,500 back, ₹1,500 kept.
    const response = await cancelTickets(buyer, booking._id, {
      ticketItems: [{ categoryName: 'VIP', quantity: 1 }],
    });
    expect(response.json().refund).toMatchObject({ status: 'processed', amount: 1500 });
    expect(await spent()).toBeCloseTo(spentBefore - 1500, 2);
    expect(await revenue()).toBeCloseTo(revenueBefore - 1500, 2);
  });

  test('each partial cancellation’s mail carries the credit note of its own refund only', async () => {
    const { booking } = await threeSeats();
    const first = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    const second = await cancelTickets(buyer, booking._id, { noOfSeats: 1 });
    expect(second.json().booking.creditNotes).toHaveLength(2);
    const attachmentsOf = taxDocumentAttachments(ctx.db);
    for (const [index, response] of [first, second].entries()) {
      const [mail] = await ctx.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.causeId, response.json().booking.partialCancellations[index]._id));
      const files = await attachmentsOf({ kind: 'tickets_cancelled', payload: mail!.payload });
      expect(files.map((file) => file.filename)).toEqual([
        expect.stringContaining(second.json().booking.creditNotes[index].number.replaceAll('/', '-')),
      ]);
    }
  });

  test('the event cancelled after a partial cancellation refunds in full what is left, nothing twice', async () => {
    const { event, booking } = await threeSeats(2);
    // 2 days ahead: 1 seat at 50%.
    expect((await cancelTickets(buyer, booking._id, { noOfSeats: 1 })).json().refund.amount).toBe(500);
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'Venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const owed = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(owed.map((refund) => [refund.kind, refund.amountPaise, refund.percentage])).toEqual(
      expect.arrayContaining([
        ['tickets', 50_000, 50],
        ['booking', 200_000, 100],
      ]),
    );
    expect(owed).toHaveLength(2);
    const notes = await creditNotesOf(booking._id);
    expect(notes.map((note) => note.totalPaise)).toEqual([50_000, 200_000]);
    expect(notes[1]!.lines).toMatchObject([{ quantity: 2, totalPaise: 200_000 }]);
  });
});
