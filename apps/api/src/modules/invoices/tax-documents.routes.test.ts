import { financialYearOf } from '@ticketmela/domain';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, purchase, startPayment } from '../../../test/purchase';
import { outboxMails, taxDocuments } from '../../db/schema';
import { taxDocumentAttachments } from './document-attachments';

// Issue 27: every paid booking gets its invoice in the transaction that makes it, and a refund its credit note.

const GSTIN_MH = '27AAPFU0939F1ZV';
const BUYER_GSTIN = '29AAGCB7383J1Z4';
const years = financialYearOf(new Date()).replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2');

describe('tax documents', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  const as = (user: TestUser | null, options: Parameters<typeof injectAs>[2]) => injectAs(ctx, user, options);
  const document = async (user: TestUser, id: string) => {
    const response = await as(user, { method: 'GET', url: `/api/tax-documents/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    buyer = await createUser(ctx);
    admin = await createUser(ctx, { role: 'admin' });
    const saved = await as(organizer, {
      method: 'PUT',
      url: '/api/tax-profile',
      payload: {
        legalName: 'Mela Live LLP',
        gstin: GSTIN_MH.toLowerCase(),
        address: '12 Marine Drive, Mumbai',
        stateCode: '27',
        invoicePrefix: 'ml',
        sac: '999692',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, gstin: GSTIN_MH, invoicePrefix: 'ML' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('an intra-state sale: a tax invoice with CGST and SGST, numbered from 1, summing to what was paid', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      venueStateCode: '27',
      pricePaise: 118_000,
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 2360);
    expect(booking.invoice).toMatchObject({ kind: 'tax_invoice', number: `ML/${years}/1` });
    const invoice = await document(buyer, booking.invoice.id);
    expect(invoice).toMatchObject({
      title: 'Tax Invoice',
      supplier: { legalName: 'Mela Live LLP', gstin: GSTIN_MH, state: { code: '27', name: 'Maharashtra' } },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      supplyKind: 'intra',
      sac: '999692',
      booking: { id: booking._id, ticketId: booking.ticketId },
      totals: {
        totalPaise: 236_000,
        taxablePaise: 200_000,
        cgstPaise: 18_000,
        sgstPaise: 18_000,
        igstPaise: 0,
      },
      totalInWords: 'Rupees Two Thousand Three Hundred Sixty Only',
      original: null,
      creditNotes: [],
      pdfUrl: `/api/tax-documents/${invoice.id}/pdf`,
    });
    // Asked for in Hindi, the total in words is Hindi's own (the rest are figures and the web app's labels).
    const inHindi = await as(buyer, {
      method: 'GET',
      url: `/api/tax-documents/${invoice.id}`,
      headers: { cookie: 'lang=hi' },
    });
    expect(inHindi.json().totalInWords).toBe('दो हज़ार तीन सौ साठ रुपये मात्र');
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitPricePaise: 118_000,
        rateBasisPoints: 1800,
        taxablePaise: 200_000,
      }),
    ]);
  });

  test('another state: IGST; a buyer’s GSTIN and legal name are printed as the recipient’s', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      city: 'Bengaluru',
      pricePaise: 99_999,
    });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 3 }, 2999.97);
    expect(started.statusCode).toBe(200);
    const withGst = await as(buyer, {
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: {
        eventId: event.id,
        noOfSeats: 1,
        amount: 999.99,
        gstDetails: { gstin: 'NOT-A-GSTIN', legalName: 'X' },
      },
    });
    expect(withGst.statusCode).toBe(400);
    expect(withGst.json()).toMatchObject({
      field: 'gstDetails',
      message: 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV',
    });

    const booking = await purchaseWithGst(ctx, buyer, event.id, {
      gstin: BUYER_GSTIN,
      legalName: 'Bytes Pvt Ltd',
    });
    expect(booking.gstDetails).toEqual({ gstin: BUYER_GSTIN, legalName: 'Bytes Pvt Ltd' });
    const listed = await as(buyer, { method: 'GET', url: '/api/bookings/user' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().find((row: { _id: string }) => row._id === booking._id).gstDetails).toEqual(
      booking.gstDetails,
    );
    const invoice = await document(organizer, booking.invoice.id);
    expect(invoice.supplyKind).toBe('inter');
    expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(invoice.recipient).toMatchObject({ gstin: BUYER_GSTIN, legalName: 'Bytes Pvt Ltd' });
    const { totals } = invoice;
    expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
    expect(totals.taxablePaise + totals.igstPaise).toBe(99_999);
    expect(totals.taxablePaise).toBe(Math.round((99_999 * 10_000) / 11_800));
  });

  test('₹500.00 a ticket is exempt and ₹500.01 is taxed, on one invoice', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'Lawn', pricePaise: 50_000, seats: 10 },
        { name: 'Chair', pricePaise: 50_001, seats: 10 },
      ],
    });
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'Lawn', quantity: 1 },
          { categoryName: 'Chair', quantity: 1 },
        ],
      },
      1000.01,
    );
    const invoice = await document(buyer, booking.invoice.id);
    const byUnit = Object.fromEntries(
      invoice.lines.map((line: { unitPricePaise: number }) => [line.unitPricePaise, line]),
    );
    expect(byUnit[50_000]).toMatchObject({
      rateBasisPoints: 0,
      taxablePaise: 50_000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(byUnit[50_001]).toMatchObject({ rateBasisPoints: 1800, taxablePaise: 42_374 });
    expect(invoice.totals.totalPaise).toBe(100_001);
  });

  test('an organizer with no GSTIN issues a bill of supply, with no tax, in the default series', async () => {
    const small = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, { organizerId: small.user.id, pricePaise: 150_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 1500);
    expect(booking.invoice).toMatchObject({ kind: 'bill_of_supply', number: `INV/${years}/1` });
    const bill = await document(small, booking.invoice.id);
    expect(bill).toMatchObject({
      title: 'Bill of Supply',
      supplyKind: 'none',
      supplier: { legalName: small.user.name, gstin: null },
      totals: { totalPaise: 150_000, taxablePaise: 150_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    });
  });

  test('a free booking gets no invoice', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 0 });
    const booked = await as(buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({ invoice: null, creditNotes: [] });
  });

  test('only the buyer, the organizer and admins read a document', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 60_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 600);
    const url = `/api/tax-documents/${booking.invoice.id}`;
    for (const user of [buyer, organizer, admin])
      expect((await as(user, { method: 'GET', url })).statusCode).toBe(200);
    const stranger = await createUser(ctx);
    const otherOrganizer = await createUser(ctx, { role: 'organizer' });
    for (const user of [stranger, otherOrganizer]) {
      expect((await as(user, { method: 'GET', url })).json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await as(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  test('a cancellation with a full refund issues a credit note for all of it, once', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 70_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 1400);
    const cancelled = await as(buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [after] = (await as(buyer, { method: 'GET', url: '/api/bookings/user/cancelled' }))
      .json()
      .filter((row: { _id: string }) => row._id === booking._id);
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0].number).toMatch(new RegExp(`^MLC/${years}/\\d+$`));
    const note = await document(buyer, after.creditNotes[0].id);
    const invoice = await document(buyer, booking.invoice.id);
    expect(note).toMatchObject({
      title: 'Credit Note',
      original: { id: invoice.id, number: invoice.number },
    });
    expect(note.totals).toEqual(invoice.totals);
    expect(note.lines).toEqual(invoice.lines);
    expect(invoice.creditNotes).toEqual([expect.objectContaining({ id: note.id })]);
    await as(buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    const notes = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.originalId, invoice.id));
    expect(notes).toHaveLength(1);
  });

  test('a tiered refund (50% within a week) credits half of each line, taxable value and tax alike', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), 3),
      tiers: [
        { name: 'VIP', pricePaise: 149_900, seats: 10 },
        { name: 'Lawn', pricePaise: 45_000, seats: 10 },
      ],
    });
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 2 },
          { categoryName: 'Lawn', quantity: 3 },
        ],
      },
      4348,
    );
    const cancelled = await as(buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const invoice = await document(buyer, booking.invoice.id);
    const note = await document(buyer, invoice.creditNotes[0].id);
    expect(note.totals.totalPaise).toBe(217_400);
    const vip = note.lines.find((line: { unitPricePaise: number }) => line.unitPricePaise === 149_900);
    const invoiceVip = invoice.lines.find(
      (line: { unitPricePaise: number }) => line.unitPricePaise === 149_900,
    );
    expect(vip.totalPaise).toBe(149_900);
    expect(vip.taxablePaise).toBe(Math.round(invoiceVip.taxablePaise / 2));
    expect(vip.cgstPaise + vip.sgstPaise + vip.taxablePaise).toBe(149_900);
  });

  test('an event cancelled with 50 bookings: 50 credit notes, once', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 80_000 });
    const booked = [];
    for (let count = 0; count < 50; count++) {
      booked.push(await purchase(ctx, await createUser(ctx), event.id, { noOfSeats: 1 }, 800));
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      await as(organizer, {
        method: 'DELETE',
        url: `/api/events/${event.id}`,
        payload: { cancelledReason: 'Rain' },
      });
    }
    const notes = await ctx.db
      .select()
      .from(taxDocuments)
      .where(sql`${taxDocuments.eventId} = ${event.id} and ${taxDocuments.series} = 'credit_note'`);
    expect(notes).toHaveLength(50);
    expect(new Set(notes.map((note) => note.bookingId))).toEqual(new Set(booked.map((row) => row._id)));

    // Each attendee's cancellation mail carries their credit note.
    const [mail] = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'event_cancelled'), eq(outboxMails.causeId, event.id)))
      .limit(1);
    const attachments = await taxDocumentAttachments(ctx.db)({
      kind: 'event_cancelled',
      payload: mail!.payload,
    });
    expect(attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^Credit note MLC-/)]);
  });

  test('the PDF: the same callers, a download named by its number, its figures readable back', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      venueStateCode: '27',
      pricePaise: 118_000,
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 1180);
    const url = `/api/tax-documents/${booking.invoice.id}/pdf`;
    const response = await as(buyer, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileNumber = booking.invoice.number.replaceAll('/', '-');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Invoice ${fileNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      booking.invoice.number,
      GSTIN_MH,
      'Maharashtra (27)',
      '999692',
      '₹1,000.00',
      '₹90.00',
      '₹1,180.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Rupees One Thousand One Hundred Eighty Only');
    expect((await as(organizer, { method: 'GET', url })).statusCode).toBe(200);
    expect((await as(await createUser(ctx), { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  test('the ticket mail carries the invoice PDF, a cancellation mail the credit note', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 90_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 900);
    const attachmentsOf = taxDocumentAttachments(ctx.db);
    const [invoicePdf, ...none] = await attachmentsOf({
      kind: 'booking_confirmed',
      payload: { bookingId: booking._id },
    });
    expect(none).toEqual([]);
    expect(invoicePdf).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^Invoice ML-/),
    });
    expect(await pdfText(invoicePdf!.content)).toContain(booking.invoice.number);
    expect(await attachmentsOf({ kind: 'booking_cancelled', payload: { bookingId: booking._id } })).toEqual(
      [],
    );

    await as(buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    const [notePdf] = await attachmentsOf({ kind: 'booking_cancelled', payload: { bookingId: booking._id } });
    const noteText = await pdfText(notePdf!.content);
    expect(notePdf!.filename).toMatch(/^Credit note MLC-/);
    expect(noteText).toContain(booking.invoice.number);
  });

  test('an issued document cannot be changed or deleted', async () => {
    const [any] = await ctx.db.select().from(taxDocuments).limit(1);
    await expect(
      ctx.db.update(taxDocuments).set({ totalPaise: 1 }).where(eq(taxDocuments.id, any!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(taxDocuments).where(eq(taxDocuments.id, any!.id))).rejects.toThrow();
  });
});

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function purchaseWithGst(
  ctx: TestApp,
  buyer: TestUser,
  eventId: string,
  gstDetails: { gstin: string; legalName: string },
) {
  const started = await injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    payload: { eventId, noOfSeats: 1, amount: 999.99, gstDetails },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
  const booked = await book(ctx, buyer, eventId, paymentIntentId);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().booking;
}
