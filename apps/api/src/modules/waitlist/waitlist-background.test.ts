import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { SmtpSink } from '../../../test/mail/smtp-sink';
import { purchase } from '../../../test/purchase';
import { joinWaitlist } from '../../../test/waitlist';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { outboxMails, payments, waitlistEntries } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let sink: SmtpSink;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  sink = new SmtpSink();
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
  await ctx.close();
});

const PUBLIC_URL = 'https://tickets.example.in';
/** The offers the SMTP server received (the holder's ticket and cancellation mails go out too). */
const offerMails = () => sink.received.filter((mail) => mail.subject?.includes('are held for you'));

/**
 * A server process with its background work on (the sweeper, the waitlist's pass and the mail worker every second, mail
 * through SMTP to the sink), on ctx's database.
 */
async function startProcess() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ctx.config.dataDir,
    JWT_SECRET: ctx.config.jwtSecret,
    QR_SECRET: ctx.config.qrSecret,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    HOLD_SWEEP_INTERVAL_SECONDS: '1',
    WAITLIST_PASS_SECONDS: '1',
    MAIL_POLL_INTERVAL_SECONDS: '1',
    SMTP_URL: sink.url,
    MAIL_FROM: 'TicketMela <tickets@example.in>',
    PUBLIC_URL,
  });
  const app = await buildApp({ config, database: ctx.database, logger: false });
  await app.ready();
  return app;
}

const statusOf = async (entryId: string) =>
  (await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]!.status;

test('the background work offers, expires and hands on across restarts: no offer lost or made twice', async () => {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise: 50_000,
    totalSeats: 1,
  });
  const holder = await createUser(ctx);
  const booking = await purchase(ctx, holder, event.id, { noOfSeats: 1 }, 500);
  const [first, second] = [await createUser(ctx), await createUser(ctx)];
  const a = await joinWaitlist(ctx, first, { eventId: event.id, quantity: 1 });
  const b = await joinWaitlist(ctx, second, { eventId: event.id, quantity: 1 });
  await injectAs(ctx, holder, { method: 'DELETE', url: `/api/bookings/${booking._id}` });

  // A process makes the offer, and is stopped (closing waits for the pass it is in).
  const one = await startProcess();
  await expect.poll(() => statusOf(a._id), { timeout: 30_000 }).toBe('offered');
  // Its offer goes out by SMTP, with the link to its checkout.
  await expect.poll(() => offerMails().length, { timeout: 30_000 }).toBe(1);
  await one.close();
  const [offerMail] = offerMails();
  expect((offerMail!.to as { text: string }).text).toBe(first.user.email);
  expect(offerMail!.text).toContain(`${PUBLIC_URL}/waitlist/offers/${a._id}`);

  // The offer runs out while no process is up.
  const [offer] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, a._id));
  await ctx.db
    .update(payments)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(payments.id, offer!.paymentId!));

  // The next process settles the lapsed hold and hands the seat on; a third one finds nothing more to do.
  const two = await startProcess();
  await expect.poll(() => statusOf(b._id), { timeout: 30_000 }).toBe('offered');
  await expect.poll(() => offerMails().length, { timeout: 30_000 }).toBe(2);
  await two.close();
  const three = await startProcess();
  await three.close();

  expect(await statusOf(a._id)).toBe('expired');
  expect(await statusOf(b._id)).toBe('offered');
  const offerHolds = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, event.id), eq(payments.holdStatus, 'held')));
  expect(offerHolds.map((hold) => hold.userId)).toEqual([second.user.id]);
  expect(offerMails().map((mail) => (mail.to as { text: string }).text)).toEqual([
    first.user.email,
    second.user.email,
  ]);
  for (const person of [first, second]) {
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'waitlist_offer'), eq(outboxMails.recipient, person.user.email)));
    expect(mails).toHaveLength(1);
  }
});
