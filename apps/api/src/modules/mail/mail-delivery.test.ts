import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import ical from 'node-ical';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { SmtpSink } from '../../../test/mail/smtp-sink';
import { purchase } from '../../../test/purchase';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bookings, outboxMails, users } from '../../db/schema';
import { signTicket, ticketQrPayload } from '../../lib/ticket-qr';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { MAIL_LEASE_MS, mailRetryDelayMs, processDueMails } from './mail-worker';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (decision 0006): the same claims either way.

const PUBLIC_URL = 'https://tickets.example.in';
const FROM = 'TicketMela <tickets@example.in>';
const options = { publicUrl: PUBLIC_URL };

let ctx: TestApp;
let organizer: TestUser;
let sink: SmtpSink;
const transports: MailTransport[] = [];

function transportTo(target: SmtpSink): MailTransport {
  const transport = createSmtpTransport({ smtpUrl: target.url, from: FROM });
  transports.push(transport);
  return transport;
}

/** Sends everything due at `now`, pass after pass, until nothing is left (as the worker's timer would). */
async function drain(transport: MailTransport | null, now = new Date()) {
  let total = 0;
  for (;;) {
    const counts = await processDueMails(ctx.db, transport, options, now);
    const handled = counts.sent + counts.kept + counts.retry + counts.failed;
    if (handled === 0) return total;
    total += handled;
  }
}

async function mailsOf(kind: string) {
  return ctx.db.select().from(outboxMails).where(eq(outboxMails.kind, kind));
}

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  await sink?.stop();
  // Each test starts with an empty outbox, so counts are its own.
  await ctx.db.delete(outboxMails);
});

afterAll(async () => {
  await ctx.close();
});

describe('the ticket by e-mail', () => {
  test('booking sends exactly one message with the ticket id, a QR image that decodes to the ticket and a calendar file that parses', async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Coke Studio Live' });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 1000);

    await drain(transportTo(sink));
    await drain(transportTo(sink));

    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message!.to).toMatchObject({ value: [{ address: buyer.user.email }] });
    expect(message!.from?.value).toEqual([{ name: 'TicketMela', address: 'tickets@example.in' }]);
    expect(message!.subject).toBe(`Your ticket for Coke Studio Live (${booking.ticketId})`);
    expect(message!.text).toContain(booking.ticketId);
    expect(message!.html).toContain(booking.ticketId);
    expect(message!.text).toContain(`${PUBLIC_URL}/ticket/${booking._id}`);

    const qr = message!.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.contentId).toBe('<ticket-qr@ticketmela>');
    expect(message!.html).toContain('cid:ticket-qr@ticketmela');
    const png = PNG.sync.read(qr!.content);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    expect(decoded).toBe(booking.qrCode);
    const signature = signTicket(booking.ticketId, event.id, ctx.config.qrSecret);
    expect(decoded).toBe(ticketQrPayload(booking.ticketId, event.id, signature));

    const ics = message!.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ical.sync.parseICS(ics!.content.toString('utf8'));
    const entries = Object.values(calendar).filter((item) => item?.type === 'VEVENT');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      summary: 'Coke Studio Live',
      uid: `booking-${booking._id}@ticketmela`,
    });
    // iCalendar times have whole seconds.
    expect((entries[0] as { start: Date }).start.getTime()).toBe(
      Math.floor(event.date.getTime() / 1000) * 1000,
    );

    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, recipient: buyer.user.email, lastError: null });
    expect(row!.smtpResponse).toMatch(/^250/);
  });

  test('a free booking is mailed too', async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 0 });
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    await drain(transportTo(sink));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.text).toContain(response.json().booking.ticketId);
    expect(sink.received[0]!.text).toContain('Free');
  });
});

describe('durable delivery', () => {
  test('with the SMTP server down for the first attempts, the mail arrives once after it comes back', async () => {
    sink = new SmtpSink();
    await sink.reservePortAndStop();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const transport = transportTo(sink);
    const start = new Date();

    expect(await processDueMails(ctx.db, transport, options, start)).toMatchObject({ retry: 1, sent: 0 });
    const [afterFirst] = await mailsOf('booking_confirmed');
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(afterFirst!.nextAttemptAt.getTime()).toBe(start.getTime() + mailRetryDelayMs(1));

    // Not due yet: nothing is tried before the backoff has passed.
    expect(await processDueMails(ctx.db, transport, options, new Date(start.getTime() + 1000))).toMatchObject(
      {
        retry: 0,
      },
    );
    const second = new Date(afterFirst!.nextAttemptAt.getTime());
    expect(await processDueMails(ctx.db, transport, options, second)).toMatchObject({ retry: 1 });
    const [afterSecond] = await mailsOf('booking_confirmed');
    expect(afterSecond!.nextAttemptAt.getTime()).toBe(second.getTime() + mailRetryDelayMs(2));

    await sink.start();
    const third = new Date(afterSecond!.nextAttemptAt.getTime());
    expect(await processDueMails(ctx.db, transport, options, third)).toMatchObject({ sent: 1 });
    await drain(transport, new Date(third.getTime() + 24 * 60 * 60_000));

    expect(sink.received).toHaveLength(1);
    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  test('a worker that dies mid-send leaves the mail to another after its lease, and it is sent once', async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const start = new Date();

    // Process A claims the mail and is stuck while the server holds its message (A "dies": nobody waits for it).
    const held = sink.holdNextMessage();
    const deadWorker = processDueMails(ctx.db, transportTo(sink), options, start);
    await held;

    // Within A's lease nobody else touches the mail.
    expect(
      await processDueMails(ctx.db, transportTo(sink), options, new Date(start.getTime() + 60_000)),
    ).toMatchObject({ sent: 0, retry: 0 });
    // After the lease, process B (started after the "restart") sends it.
    const afterLease = new Date(start.getTime() + MAIL_LEASE_MS + 1000);
    expect(await processDueMails(ctx.db, transportTo(sink), options, afterLease)).toMatchObject({ sent: 1 });

    // A's connection finally fails: its late outcome must not undo B's, and nothing is sent again.
    sink.release();
    await deadWorker;
    await drain(transportTo(sink), new Date(afterLease.getTime() + 24 * 60 * 60_000));

    expect(sink.received).toHaveLength(1);
    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'a worker process killed (SIGKILL) mid-send leaves the mail to another process after the lease: sent once (PostgreSQL)',
    async () => {
      sink = new SmtpSink();
      await sink.start();
      const buyer = await createUser(ctx);
      const event = await createEventRow(ctx, { organizerId: organizer.user.id });
      await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
      const start = new Date();

      const held = sink.holdNextMessage();
      const worker = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('../../../test/mail/mail-worker-process.ts', import.meta.url)),
        ],
        {
          env: {
            ...process.env,
            WORKER_DATABASE_URL: (ctx.database as { url?: string }).url,
            WORKER_SMTP_URL: sink.url,
            WORKER_NOW: start.toISOString(),
          },
          stdio: 'ignore',
        },
      );
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await held;
      worker.kill('SIGKILL');
      expect(await exited).toBeNull();
      sink.release();

      const [claimed] = await mailsOf('booking_confirmed');
      expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(
        await processDueMails(ctx.db, transportTo(sink), options, new Date(start.getTime() + 60_000)),
      ).toMatchObject({ sent: 0 });
      const afterLease = new Date(start.getTime() + MAIL_LEASE_MS + 1000);
      expect(await processDueMails(ctx.db, transportTo(sink), options, afterLease)).toMatchObject({
        sent: 1,
      });
      await drain(transportTo(sink), new Date(afterLease.getTime() + 86_400_000));
      expect(sink.received).toHaveLength(1);
      const [row] = await mailsOf('booking_confirmed');
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    },
  );

  test('a restarted server sends at start-up what was queued before, and the next restart sends nothing again', async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);

    // A process with background work on and SMTP configured, on the same database: its start-up pass sends.
    const startProcess = async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: ctx.config.dataDir,
        JWT_SECRET: ctx.config.jwtSecret,
        QR_SECRET: ctx.config.qrSecret,
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        HOLD_SWEEP_INTERVAL_SECONDS: '3600',
        SMTP_URL: sink.url,
        MAIL_FROM: FROM,
        PUBLIC_URL,
      });
      const app = await buildApp({ config, database: ctx.database, logger: false });
      await app.ready();
      return app;
    };
    const first = await startProcess();
    await expect.poll(() => sink.received.length, { timeout: 60_000, interval: 50 }).toBe(1);
    // Closing waits for the pass in hand: nothing is left half-sent.
    await first.close();
    const second = await startProcess();
    await second.close();

    expect(sink.received).toHaveLength(1);
    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('several workers at once send every mail exactly once', async () => {
    sink = new SmtpSink();
    await sink.start();
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    for (let index = 0; index < 12; index += 1) {
      const buyer = await createUser(ctx);
      await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    }
    const now = new Date();
    await Promise.all([
      processDueMails(ctx.db, transportTo(sink), options, now),
      processDueMails(ctx.db, transportTo(sink), options, now),
      processDueMails(ctx.db, transportTo(sink), options, now),
    ]);
    await drain(transportTo(sink), now);

    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((message) => message.messageId)).size).toBe(12);
    const rows = await mailsOf('booking_confirmed');
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
  });

  test('a permanent refusal (5xx) is not retried', async () => {
    const refusing = new SmtpSink();
    sink = refusing;
    await refusing.start();
    const buyer = await createUser(ctx, { email: `nobody-${Date.now()}@example.in` });
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const failing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 });
      },
      close: () => undefined,
    };
    expect(await processDueMails(ctx.db, failing, options, new Date())).toMatchObject({ failed: 1 });
    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 Mailbox unavailable' });
    expect(await drain(failing, new Date(Date.now() + 86_400_000))).toBe(0);
  });

  test('without SMTP nothing leaves the machine: the rendered mail is kept', async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    expect(await processDueMails(ctx.db, null, options, new Date())).toMatchObject({ kept: 1 });
    expect(await drain(null, new Date(Date.now() + 86_400_000))).toBe(0);
    expect(sink.received).toHaveLength(0);
    const [row] = await mailsOf('booking_confirmed');
    expect(row).toMatchObject({ status: 'kept', attempts: 1 });
    expect(row!.html).toContain(booking.ticketId);
    expect(row!.text).toContain(booking.ticketId);
  });
});

describe('mails of cancellations and contact messages', () => {
  test('an event cancellation with 50 bookings sends 50 mails, one per attendee, each with the full refund', async () => {
    sink = new SmtpSink();
    await sink.start();
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Monsoon Jazz Night',
      totalSeats: 100,
    });
    const passwordHash = (await ctx.db.select().from(users).where(eq(users.id, organizer.user.id)))[0]!
      .passwordHash;
    const attendees = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          name: `Attendee ${index}`,
          email: `jazz-${index}-${process.pid}-${Date.now()}@example.in`,
          phone: null,
          passwordHash,
        })),
      )
      .returning();
    await ctx.db.insert(bookings).values(
      attendees.map((attendee, index) => ({
        ticketId: `TM-JAZZ${String(index).padStart(5, '0')}${process.pid % 1000}`,
        eventId: event.id,
        userId: attendee.id,
        totalQuantity: 1,
        priceAtBookingPaise: 50_000,
        totalAmountPaise: 50_000,
        qrSignature: 'sig',
        refundSevenDaysOrMore: 100,
        refundOneToDays: 50,
        refundLessThanDay: 0,
      })),
    );

    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'The artist is unwell' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailsOf('event_cancelled')).toHaveLength(50);

    await drain(transportTo(sink));
    expect(sink.received).toHaveLength(50);
    const recipients = new Set(sink.received.map((message) => (message.to as { text: string }).text));
    expect(recipients).toEqual(new Set(attendees.map((attendee) => attendee.email)));
    for (const message of sink.received) {
      expect(message.subject).toBe('Event cancelled: Monsoon Jazz Night. Your full refund is on its way');
      expect(message.text).toContain('₹500 (100%)');
      expect(message.text).toContain('The artist is unwell');
    }
  });

  test("an attendee's cancellation mails the refund amount, percentage and status; a failed refund mails what happens next, once", async () => {
    sink = new SmtpSink();
    await sink.start();
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), 3),
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 1000);
    const provider = ctx.app.paymentProvider;
    const realRefund = provider.refund;
    provider.refund = async () => {
      throw new Error('provider down');
    };
    try {
      const response = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
      expect(response.json().refund).toMatchObject({ status: 'failed', amount: 500, percentage: 50 });
      // Asking the status retries, and fails again: still one 'refund failed' mail.
      await injectAs(ctx, buyer, { method: 'GET', url: `/api/bookings/${booking._id}/refund-status` });
    } finally {
      provider.refund = realRefund;
    }
    await drain(transportTo(sink));
    const subjects = sink.received.map((message) => message.subject).sort();
    expect(subjects).toEqual([
      `Booking cancelled: Test Event (${booking.ticketId})`,
      'Your refund for Test Event did not go through yet',
      `Your ticket for Test Event (${booking.ticketId})`,
    ]);
    const cancelledMail = sink.received.find((message) => message.subject?.startsWith('Booking cancelled'));
    expect(cancelledMail!.text).toContain('₹500 (50% of ₹1,000)');
    expect(cancelledMail!.text).toContain("'Processing Refund'");
    const failedMail = sink.received.find((message) => message.subject?.startsWith('Your refund'));
    expect(failedMail!.text).toContain('We try again automatically');
    expect(failedMail!.text).toContain('Check Refund Status');
  });

  test("an inquiry reaches the organizer with Reply-To the visitor; the visitor never receives the organizer's address", async () => {
    sink = new SmtpSink();
    await sink.start();
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Kite Festival' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/contacts/event/${event.id}`,
      payload: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        subject: 'Parking Information',
        message: 'Is there parking for cars?',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(organizer.user.email);
    await drain(transportTo(sink));

    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect((message!.to as { text: string }).text).toBe(organizer.user.email);
    expect(message!.replyTo?.text).toBe('meera@example.in');
    expect(message!.subject).toBe('New inquiry about Kite Festival: Parking Information');
    expect(message!.text).toContain('Is there parking for cars?');
    const toVisitor = sink.received.filter(
      (mail) => (mail.to as { text: string }).text === 'meera@example.in',
    );
    expect(toVisitor).toHaveLength(0);
  });

  test('a Contact Us message is acknowledged to its sender (24-48 hours); a filled honeypot mails nobody', async () => {
    sink = new SmtpSink();
    await sink.start();
    const body = { name: 'Kabir Rao', email: 'kabir@example.in', subject: 'Booking Issue', message: 'Help' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/contacts/general', payload: body })).statusCode,
    ).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/contacts/general',
          payload: { ...body, email: 'bot@example.in', website: 'http://spam.example' },
        })
      ).statusCode,
    ).toBe(201);
    await drain(transportTo(sink));
    expect(sink.received).toHaveLength(1);
    expect((sink.received[0]!.to as { text: string }).text).toBe('kabir@example.in');
    expect(sink.received[0]!.subject).toBe('We received your message: Booking Issue');
    expect(sink.received[0]!.text).toContain('24-48 hours');
  });

  test('the outbox refuses a second mail for the same cause, kind and recipient', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const insertTwice = async () => {
      for (let index = 0; index < 2; index += 1) {
        await ctx.db.execute(sql`
          insert into outbox_mails (kind, cause_id, recipient, subject, payload)
          values ('event_cancelled', ${event.id}, 'same@example.in', 'Subject', '{}'::jsonb)
          on conflict do nothing`);
      }
    };
    await insertTwice();
    expect(await mailsOf('event_cancelled')).toHaveLength(1);
  });
});
