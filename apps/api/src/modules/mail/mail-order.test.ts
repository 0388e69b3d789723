import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { SmtpSink } from '../../../test/mail/smtp-sink';
import { purchase } from '../../../test/purchase';
import { outboxMails } from '../../db/schema';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { mailRetryDelayMs, processDueMails } from './mail-worker';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL: the claim's ordering is SQL, the same on both.

const options = { publicUrl: 'https://tickets.example.in' };

let ctx: TestApp;
let organizer: TestUser;
let sink: SmtpSink;
let transport: MailTransport;

/** Every pass due at `now`, until nothing is left to do at that moment. */
async function drain(now: Date) {
  for (;;) {
    const counts = await processDueMails(ctx.db, transport, options, now);
    if (counts.sent + counts.kept + counts.retry + counts.failed === 0) return;
  }
}

const subjects = () => sink.received.map((message) => message.subject);

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});

afterEach(async () => {
  transport?.close();
  await sink?.stop();
  await ctx.db.delete(outboxMails);
});

afterAll(async () => {
  await ctx.close();
});

describe('mails of one booking arrive in order', () => {
  test('a ticket refused by the mail server is retried before its cancellation goes out', async () => {
    sink = new SmtpSink();
    await sink.start();
    transport = createSmtpTransport({ smtpUrl: sink.url, from: 'TicketMela <tickets@example.in>' });
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Ordered Evening',
      date: daysFrom(new Date(), 10),
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const cancelled = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    sink.refuseNextMessages(1);
    const first = new Date();
    await drain(first);
    // The ticket waits for its retry; its cancellation must wait with it.
    expect(subjects()).toEqual([]);

    await drain(new Date(first.getTime() + mailRetryDelayMs(1)));
    expect(subjects()).toEqual([
      `Your ticket for Ordered Evening (${booking.ticketId})`,
      `Booking cancelled: Ordered Evening (${booking.ticketId})`,
    ]);
  });

  test("a ticket refused by the mail server is retried before the event's cancellation goes out; other people's mails are not held up", async () => {
    sink = new SmtpSink();
    await sink.start();
    transport = createSmtpTransport({ smtpUrl: sink.url, from: 'TicketMela <tickets@example.in>' });
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Called Off' });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);

    sink.refuseNextMessages(1);
    const first = new Date();
    await drain(first);
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'Rain' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const other = await createUser(ctx);
    const otherEvent = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Elsewhere' });
    const otherBooking = await purchase(ctx, other, otherEvent.id, { noOfSeats: 1 }, 500);
    await drain(new Date());
    expect(subjects()).toEqual([`Your ticket for Elsewhere (${otherBooking.ticketId})`]);

    await drain(new Date(first.getTime() + mailRetryDelayMs(1)));
    expect(subjects().slice(1)).toEqual([
      `Your ticket for Called Off (${booking.ticketId})`,
      expect.stringMatching(/^Event cancelled: Called Off/),
    ]);
  });
});
