import type { MailKind, PaymentMethodKind } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { outboxMails, payments, users } from '../../db/schema';
import { queuePaymentRefundedMail } from './payment-mails.service';
import { renderMailParts } from './render-mail';

// A payment that completed after its hold ran out and got no booking is refunded in full, and its buyer told so
// (issue 26). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let ctx: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});

afterAll(async () => {
  await ctx.close();
});

/** A paid payment whose hold was released without a booking and whose money went back, as the sweeper leaves it. */
async function refundedPayment(
  buyer: TestUser,
  eventId: string,
  paid: { amountPaise: number; method: PaymentMethodKind | null; methodDetail: string | null },
) {
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      provider: 'test',
      providerIntentId: `pi_refunded_${crypto.randomUUID()}`,
      userId: buyer.user.id,
      eventId,
      amountPaise: paid.amountPaise,
      status: 'refunded',
      selection: { hasTicketCategories: false, noOfSeats: 2 },
      holdStatus: 'released',
      holdExpiresAt: new Date(Date.now() - 60_000),
      method: paid.method,
      methodDetail: paid.methodDetail,
    })
    .returning();
  return payment!;
}

async function queue(paymentId: string, now = new Date()) {
  await ctx.db.transaction((tx) => queuePaymentRefundedMail(tx, paymentId, now));
}

const mailsOf = (paymentId: string) =>
  ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, paymentId));

async function textOf(row: typeof outboxMails.$inferSelect) {
  const { text } = await renderMailParts(
    { kind: row.kind as MailKind, payload: row.payload, createdAt: row.createdAt },
    'https://tickets.example.in',
  );
  return text;
}

test('a UPI payment refunded because the seats sold out after its hold ran out queues one mail that says so', async () => {
  const buyer = await createUser(ctx, { name: 'Ananya Iyer' });
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Prateek Kuhad Live',
    venueName: 'Phoenix Marketcity',
    venueAddress: 'Whitefield, Bengaluru',
    city: 'Bengaluru',
  });
  const payment = await refundedPayment(buyer, event.id, {
    amountPaise: 1_549_900,
    method: 'upi',
    methodDetail: 'ananya@okaxis',
  });
  const now = new Date('2026-11-20T10:00:00.000Z');

  await queue(payment.id, now);
  await queue(payment.id, new Date(now.getTime() + 60_000));

  const rows = await mailsOf(payment.id);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    kind: 'payment_refunded',
    recipient: buyer.user.email,
    status: 'pending',
    orderKey: `event:${event.id}`,
    subject: 'Your payment for Prateek Kuhad Live was refunded in full',
    createdAt: now,
  });
  expect(row!.payload).toEqual({
    locale: 'en',
    paymentId: payment.id,
    attendeeName: 'Ananya Iyer',
    event: {
      id: event.id,
      title: 'Prateek Kuhad Live',
      date: event.date.toISOString(),
      venueName: 'Phoenix Marketcity',
      venueAddress: 'Whitefield, Bengaluru',
      city: 'Bengaluru',
    },
    amountPaise: 1_549_900,
    method: { kind: 'upi', detail: 'ananya@okaxis' },
    reason: 'sold_out',
  });

  const text = await textOf(row!);
  expect(text).toContain('Hello Ananya Iyer,');
  expect(text).toContain(
    'Your payment of ₹15,499 for Prateek Kuhad Live went through, but no booking was made',
  );
  expect(text).toContain(
    'your payment completed after your seat hold had run out, and the seats had sold out meanwhile',
  );
  expect(text).toContain('The full amount, ₹15,499, is refunded to the same UPI account.');
  expect(text).toContain('Banks usually take 5–7 working days to show it');
  expect(text).toContain('Paid by UPI, ananya@okaxis');
  expect(text).toContain('Phoenix Marketcity, Whitefield, Bengaluru');
});

test('a card payment refunded because its event was cancelled says the event was cancelled', async () => {
  const buyer = await createUser(ctx);
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Called Off Evening',
    cancelled: true,
    cancelledAt: new Date(),
    cancelledReason: 'Rain',
  });
  const payment = await refundedPayment(buyer, event.id, {
    amountPaise: 99_900,
    method: 'card',
    methodDetail: 'Visa •••• 4242',
  });

  await queue(payment.id);

  const [row] = await mailsOf(payment.id);
  expect(row!.payload).toMatchObject({
    amountPaise: 99_900,
    method: { kind: 'card', detail: 'Visa •••• 4242' },
    reason: 'event_cancelled',
  });
  const text = await textOf(row!);
  expect(text).toContain('no booking was made: the event was cancelled.');
  expect(text).not.toContain('sold out');
  expect(text).toContain('The full amount, ₹999, is refunded to the same card.');
  expect(text).toContain('Paid by card, Visa •••• 4242');
});

test('a payment whose method the provider did not say names none', async () => {
  const buyer = await createUser(ctx);
  const event = await createEventRow(ctx, { organizerId: organizer.user.id });
  const payment = await refundedPayment(buyer, event.id, {
    amountPaise: 50_000,
    method: null,
    methodDetail: null,
  });

  await queue(payment.id);

  const [row] = await mailsOf(payment.id);
  expect(row!.payload).toMatchObject({ method: null, reason: 'sold_out' });
  const text = await textOf(row!);
  expect(text).not.toContain('Paid by');
  expect(text).toContain('The full amount, ₹500, is refunded to the account you paid from.');
});

test('a closed account gets no mail, and an unknown payment queues nothing', async () => {
  const buyer = await createUser(ctx);
  const event = await createEventRow(ctx, { organizerId: organizer.user.id });
  const payment = await refundedPayment(buyer, event.id, {
    amountPaise: 50_000,
    method: 'upi',
    methodDetail: 'closed@oksbi',
  });
  await ctx.db
    .update(users)
    .set({ deletedAt: new Date(), email: `closed-${buyer.user.id}@deleted.invalid`, name: 'Closed account' })
    .where(eq(users.id, buyer.user.id));

  await queue(payment.id);
  expect(await mailsOf(payment.id)).toEqual([]);

  const unknown = crypto.randomUUID();
  await queue(unknown);
  expect(await mailsOf(unknown)).toEqual([]);
});
