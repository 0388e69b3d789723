import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { SmtpSink } from '../../../test/mail/smtp-sink';
import { embeddedFonts, shapedRuns } from '../../../test/pdf-text';
import { book, payWithCard, purchase } from '../../../test/purchase';
import { buyOffer, joinWaitlist, waitlistPass } from '../../../test/waitlist';
import { bookings, outboxMails, payments, users } from '../../db/schema';
import { taxDocumentAttachments } from '../invoices/document-attachments';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { processDueMails } from './mail-worker';
import { formatEventDate } from './templates/mail-format';

// Issue 30: every mail about a booking is written in the language the buyer booked in, kept on the booking, the
// workers' mails too; sent through a real SMTP server and read back as a mail client gets it. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.

const PUBLIC_URL = 'https://tickets.example.in';
const FROM = 'TicketMela <tickets@example.in>';
const DEVANAGARI = /[\u0900-\u097F]/;
const IN_HINDI = { cookie: 'lang=hi' };

let ctx: TestApp;
let organizer: TestUser;
let sink: SmtpSink;
let transport: MailTransport | null = null;

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});

afterEach(async () => {
  transport?.close();
  transport = null;
  await sink?.stop();
  await ctx.db.delete(outboxMails);
});

afterAll(async () => {
  await ctx.close();
});

/** Sends everything due through the SMTP sink, with the documents the mails carry, as the worker would. */
async function sendAll() {
  sink = new SmtpSink();
  await sink.start();
  transport = createSmtpTransport({ smtpUrl: sink.url, from: FROM });
  const options = { publicUrl: PUBLIC_URL, documentAttachments: taxDocumentAttachments(ctx.db) };
  for (;;) {
    const counts = await processDueMails(ctx.db, transport, options, new Date());
    if (counts.sent + counts.kept + counts.retry + counts.failed === 0) break;
  }
  return sink.received;
}

const to = (address: string) => (message: { to?: unknown }) =>
  JSON.stringify(message.to).includes(`"address":"${address}"`);

/** Start a payment in Hindi (the site's language switch sets the lang cookie); pay and book in no language at all. */
async function purchaseInHindi(buyer: TestUser, eventId: string, seats: number, amount: number) {
  const started = await injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    payload: { eventId, noOfSeats: seats, amount },
    headers: IN_HINDI,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
  const booked = await book(ctx, buyer, eventId, paymentIntentId);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().booking;
}

const localeOfBooking = async (id: string) =>
  (await ctx.db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.id, id)))[0]?.locale;

describe('the mails of a booking, in the language it was made in', () => {
  test('a ticket booked in Hindi is mailed in Hindi over SMTP, with its invoice in Hindi; one booked in English is as before', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Coke Studio Live',
      pricePaise: 50_000,
    });
    const hindiBuyer = await createUser(ctx, { name: 'Priya Sharma' });
    const englishBuyer = await createUser(ctx, { name: 'Asha Rao' });
    const hindi = await purchaseInHindi(hindiBuyer, event.id, 2, 1000);
    const english = await purchase(ctx, englishBuyer, event.id, { noOfSeats: 2 }, 1000);

    // The language is recorded where the purchase starts and kept by the booking made from its payment.
    const [payment] = await ctx.db
      .select({ locale: payments.locale })
      .from(payments)
      .innerJoin(bookings, eq(bookings.paymentId, payments.id))
      .where(eq(bookings.id, hindi._id));
    expect(payment?.locale).toBe('hi');
    expect(await localeOfBooking(hindi._id)).toBe('hi');
    expect(await localeOfBooking(english._id)).toBe('en');

    const received = await sendAll();
    expect(received).toHaveLength(2);
    const inHindi = received.find(to(hindiBuyer.user.email))!;
    const inEnglish = received.find(to(englishBuyer.user.email))!;

    expect(inHindi.subject).toBe(`Coke Studio Live के लिए आपका टिकट (${hindi.ticketId})`);
    expect(inHindi.html).toContain('lang="hi-IN"');
    expect(inHindi.text).toContain('नमस्ते Priya Sharma,');
    expect(inHindi.text).toContain('Coke Studio Live के लिए आपकी बुकिंग की पुष्टि हो गई है।');
    expect(inHindi.text).toContain('तारीख और समय');
    // India time, with Hindi month and weekday names; the amount as in English.
    const hindiDate = formatEventDate(event.date.toISOString(), 'hi');
    expect(inHindi.text).toContain(hindiDate);
    const weekday = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', weekday: 'long' }).format(
      event.date,
    );
    const month = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', month: 'long' }).format(
      event.date,
    );
    expect(hindiDate).toMatch(
      new RegExp(`^${weekday}, \\d{1,2} ${month} \\d{4} को \\d{1,2}:\\d{2} [ap]m बजे IST$`),
    );
    expect(inHindi.text).toMatch(/कुल भुगतान\s+₹1,000/);
    expect(inHindi.text).toContain('• इवेंट से 7 या ज़्यादा दिन पहले: 100% रिफ़ंड');
    expect(inHindi.text).toContain('TicketMela · भारत के इवेंट के टिकट');
    expect(inHindi.text).not.toMatch(/Hello|Your booking|Date & time|Total paid/);
    // The calendar entry in Hindi too.
    const ics = inHindi.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics!.content.toString('utf8')).toContain(`DESCRIPTION:टिकट ${hindi.ticketId} (2 सीटें)।`);
    // Its tax document, drawn in Hindi with its Devanagari shaped and read back as typed.
    const document = inHindi.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(document).toBeDefined();
    const documentLines = shapedRuns(document!.content).map((run) => run.actual);
    expect(documentLines).toEqual(expect.arrayContaining(['इवेंट', 'कुल राशि', `टिकट: ${hindi.ticketId}`]));
    expect(documentLines.some((line) => /^(टैक्स इनवॉइस|बिल ऑफ़ सप्लाई)$/.test(line))).toBe(true);

    expect(inEnglish.subject).toBe(`Your ticket for Coke Studio Live (${english.ticketId})`);
    expect(inEnglish.html).toContain('lang="en-IN"');
    expect(inEnglish.text).toContain('Hello Asha Rao,');
    expect(inEnglish.text).toContain(formatEventDate(event.date.toISOString(), 'en'));
    expect(inEnglish.text).toMatch(/Total paid\s+₹1,000/);
    expect(inEnglish.text).not.toMatch(DEVANAGARI);
    const englishDocument = inEnglish.attachments.find(
      (attachment) => attachment.contentType === 'application/pdf',
    );
    expect(embeddedFonts(englishDocument!.content)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  test("the event's cancellation, mailed later by the workers, is in each booking's language, whoever cancels it", async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Monsoon Jazz Night',
      pricePaise: 50_000,
    });
    const hindiBuyer = await createUser(ctx, { name: 'Rahul Verma' });
    const englishBuyer = await createUser(ctx, { name: 'Asha Rao' });
    await purchaseInHindi(hindiBuyer, event.id, 1, 500);
    await purchase(ctx, englishBuyer, event.id, { noOfSeats: 1 }, 500);
    await ctx.db.delete(outboxMails);

    // The organizer cancels in English.
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'The artist is unwell' },
      headers: { 'accept-language': 'en-IN' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const received = await sendAll();
    const inHindi = received.find(to(hindiBuyer.user.email))!;
    const inEnglish = received.find(to(englishBuyer.user.email))!;
    expect(inHindi.subject).toBe('इवेंट रद्द: Monsoon Jazz Night। आपका पूरा रिफ़ंड भेजा जा रहा है');
    expect(inHindi.text).toContain('हमें खेद है: आयोजक ने Monsoon Jazz Night रद्द कर दिया है');
    expect(inHindi.text).toContain('The artist is unwell');
    expect(inHindi.text).toContain('आपको पूरा रिफ़ंड मिलेगा: ₹500 (100%)।');
    expect(inHindi.html).toContain('lang="hi-IN"');
    const creditNote = inHindi.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(shapedRuns(creditNote!.content).map((run) => run.actual)).toContain('क्रेडिट नोट');

    expect(inEnglish.subject).toBe('Event cancelled: Monsoon Jazz Night. Your full refund is on its way');
    expect(inEnglish.text).toContain('We are sorry: the organizer cancelled Monsoon Jazz Night');
    expect(inEnglish.text).not.toMatch(DEVANAGARI);
  });

  test("a reason the product wrote (an admin's removal) is mailed in the booking's language; the words as typed stay", async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Qawwali Night',
      pricePaise: 30_000,
    });
    const hindiBuyer = await createUser(ctx, { name: 'Imran Khan' });
    const englishBuyer = await createUser(ctx, { name: 'Neha Joshi' });
    await purchaseInHindi(hindiBuyer, event.id, 1, 300);
    await purchase(ctx, englishBuyer, event.id, { noOfSeats: 1 }, 300);
    await ctx.db.delete(outboxMails);

    const admin = await createUser(ctx, { role: 'admin' });
    const removed = await injectAs(ctx, admin, { method: 'DELETE', url: `/api/events/${event.id}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const received = await sendAll();
    expect(received.find(to(hindiBuyer.user.email))!.text).toContain('TicketMela टीम ने रद्द किया');
    expect(received.find(to(englishBuyer.user.email))!.text).toContain('Cancelled by the TicketMela team');
  });

  test('a free booking keeps the language of its request (Accept-Language), and so does its ticket mail', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Open Mic',
      pricePaise: 0,
    });
    const buyer = await createUser(ctx);
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().booking;
    expect(await localeOfBooking(booking._id)).toBe('hi');
    const [mail] = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'booking_confirmed'), eq(outboxMails.causeId, booking._id)));
    expect(mail?.subject).toBe(`Open Mic के लिए आपका टिकट (${booking.ticketId})`);
    expect(mail?.payload).toMatchObject({ locale: 'hi' });
  });

  test("a waitlist offer is in the waiting person's language, and the booking bought from it keeps it", async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Sold Out Show',
      pricePaise: 50_000,
      totalSeats: 1,
    });
    const firstBuyer = await createUser(ctx);
    const first = await purchase(ctx, firstBuyer, event.id, { noOfSeats: 1 }, 500);
    const waiting = await createUser(ctx, { name: 'Kavya Mehta' });
    await ctx.db.update(users).set({ locale: 'hi' }).where(eq(users.id, waiting.user.id));
    const entry = await joinWaitlist(ctx, waiting, { eventId: event.id, quantity: 1 });
    const cancelled = await injectAs(ctx, firstBuyer, {
      method: 'DELETE',
      url: `/api/bookings/${first._id}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waitlistPass(ctx)).toMatchObject({ offers: 1 });

    const bought = await buyOffer(ctx, waiting, entry._id, event.id);
    expect(await localeOfBooking(bought._id)).toBe('hi');
    const received = await sendAll();
    const offer = received.find(
      (message) => to(waiting.user.email)(message) && /रोके गए/.test(message.subject ?? ''),
    );
    expect(offer?.subject).toMatch(/^Sold Out Show के टिकट आपके लिए रोके गए हैं: .+ तक खरीद लें$/);
    expect(offer?.text).toContain('नमस्ते Kavya Mehta,');
    expect(offer?.text).toContain('हम आपके लिए 1 टिकट रोककर रख रहे हैं।');
    const ticket = received.find(
      (message) => message.subject === `Sold Out Show के लिए आपका टिकट (${bought.ticketId})`,
    );
    expect(ticket).toBeDefined();
    // The first buyer's own mails stay in English.
    const firstBuyersMails = received.filter(to(firstBuyer.user.email));
    expect(firstBuyersMails.length).toBeGreaterThan(0);
    for (const message of firstBuyersMails) expect(message.subject).not.toMatch(DEVANAGARI);
  });
});
