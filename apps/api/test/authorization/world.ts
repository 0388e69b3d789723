import { eq } from 'drizzle-orm';
import { bookings, contactMessages, events, promoCodes, reports, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signSessionToken } from '../../src/lib/tokens';
import { enqueueMail } from '../../src/modules/mail/outbox.service';
import { offerSeatsOfEvent } from '../../src/modules/waitlist/waitlist-offers';
import { createCategoryRow, createEventRow } from '../factories';
import { injectAs, TEST_PASSWORD, type TestApp, type TestUser, uniquePhone } from '../helper';
import { payWithCard, purchase, startPayment } from '../purchase';

export const ACTORS = [
  'anonymous',
  'attendeeA',
  'attendeeB',
  'organizerX',
  'organizerY',
  'admin',
  // Signed in with a token that is still valid, but the account is banned, or closed (deleted).
  'banned',
  'closed',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * A small, fresh platform for one call: attendees A and B, organizers X and Y, an admin; X's upcoming
 * event with A's paid booking, a report by A and an inquiry about it; a general contact message; an
 * unused category; and A's unpaid payment intent. The banned attendee and the closed organizer hold tokens that are
 * still valid. Every (route, actor) pair gets its own world, so an
 * allowed call that changes things (a ban, a delete) never colours the next one.
 */
export interface World {
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  eventX: { id: string };
  /** X's free (₹0) upcoming event. */
  freeEventX: { id: string };
  /** A's paid booking of X's event (2 seats: some of them can be cancelled), with its invoice. */
  bookingA: { _id: string; ticketId: string; qrCode: string; invoice: { id: string } };
  unpaidIntentA: { clientSecret: string; paymentIntentId: string };
  /** Paid with 4242 but not yet turned into a booking. */
  paidIntentA: { paymentIntentId: string };
  /** A's UPI payment request (test provider), waiting for the UPI app's answer. */
  upiRequestA: { requestId: string };
  /** B's booking of X's event, already checked in at the door. */
  checkedInBookingB: { _id: string };
  reportA: { id: string };
  inquiryX: { id: string };
  generalContact: { id: string };
  unusedCategory: { id: string };
  musicCategory: { id: string };
  /** The outbox's acknowledgement of the general contact message. */
  generalContactMail: { id: string };
  /** X's sold-out event: anyone may join its waitlist. */
  soldOutEventX: { id: string };
  /** A's waitlist offers (seats held for A) on X's sold-out paid event and on X's sold-out free event. */
  waitlistOfferA: { id: string };
  freeWaitlistOfferA: { id: string };
  /** An unused promo code of X's event. */
  promoCodeX: { id: string };
}

/** A's place on the waitlist of a new sold-out event of X's (price in paise), offered the one seat that came back. */
async function waitlistOfferOf(ctx: TestApp, organizer: TestUser, attendee: TestUser, pricePaise: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise,
    totalSeats: 5,
    availableSeats: 0,
  });
  const entry = await injectAs(ctx, attendee, {
    method: 'POST',
    url: '/api/waitlist',
    payload: { eventId: event.id, quantity: 1 },
  });
  await ctx.db.update(events).set({ availableSeats: 1 }).where(eq(events.id, event.id));
  await offerSeatsOfEvent(ctx.db, ctx.app.paymentProvider.name, event.id, new Date());
  return { id: entry.json()._id as string };
}

let passwordHash: string | undefined;
let sequence = 0;

async function insertUser(
  ctx: TestApp,
  role: 'user' | 'organizer' | 'admin',
  label: string,
): Promise<TestUser> {
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  sequence += 1;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: `${label} ${sequence}`,
      email: `${label.toLowerCase()}-${sequence}-${process.pid}@example.com`,
      phone: uniquePhone(),
      passwordHash,
      role,
    })
    .returning();
  const token = await signSessionToken({ sub: user!.id, role: user!.role }, ctx.config.jwtSecret, '1h');
  return { user: user!, token };
}

export async function buildWorld(ctx: TestApp): Promise<World> {
  const worldUsers = {
    attendeeA: await insertUser(ctx, 'user', 'AttendeeA'),
    attendeeB: await insertUser(ctx, 'user', 'AttendeeB'),
    organizerX: await insertUser(ctx, 'organizer', 'OrganizerX'),
    organizerY: await insertUser(ctx, 'organizer', 'OrganizerY'),
    admin: await insertUser(ctx, 'admin', 'Admin'),
    banned: await insertUser(ctx, 'user', 'Banned'),
    closed: await insertUser(ctx, 'organizer', 'Closed'),
  };
  await ctx.db
    .update(users)
    .set({ isBanned: true, banReason: 'Matrix ban', bannedAt: new Date() })
    .where(eq(users.id, worldUsers.banned.user.id));
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, worldUsers.closed.user.id));
  sequence += 1;
  const musicCategory = await createCategoryRow(ctx, `Music ${sequence}-${process.pid}`);
  const unusedCategory = await createCategoryRow(ctx, `Unused ${sequence}-${process.pid}`);
  const event = await createEventRow(ctx, {
    organizerId: worldUsers.organizerX.user.id,
    categoryId: musicCategory.id,
    pricePaise: 50_000,
    totalSeats: 100,
  });
  const freeEvent = await createEventRow(ctx, {
    organizerId: worldUsers.organizerX.user.id,
    categoryId: musicCategory.id,
    pricePaise: 0,
    totalSeats: 50,
  });
  const bookingA = await purchase(ctx, worldUsers.attendeeA, event.id, { noOfSeats: 2 }, 1000);
  const unpaid = (await startPayment(ctx, worldUsers.attendeeA, event.id, { noOfSeats: 1 }, 500)).json();
  const paid = (await startPayment(ctx, worldUsers.attendeeA, event.id, { noOfSeats: 1 }, 500)).json();
  await payWithCard(ctx, worldUsers.attendeeA, paid.clientSecret);
  const upiHold = (await startPayment(ctx, worldUsers.attendeeA, event.id, { noOfSeats: 1 }, 500)).json();
  const upiRequest = await injectAs(ctx, worldUsers.attendeeA, {
    method: 'POST',
    url: '/api/payments/test/upi',
    payload: { clientSecret: upiHold.clientSecret, upiId: 'ananya@okaxis' },
  });
  const bookingB = await purchase(ctx, worldUsers.attendeeB, event.id, { noOfSeats: 2 }, 1000);
  await ctx.db
    .update(bookings)
    .set({
      verified: true,
      verifiedAt: new Date(),
      verifiedBy: worldUsers.organizerX.user.id,
      verifyMethod: 'manual',
    })
    .where(eq(bookings.id, bookingB._id));
  const [report] = await ctx.db
    .insert(reports)
    .values({
      eventId: event.id,
      userId: worldUsers.attendeeA.user.id,
      reason: 'spam',
      description: 'Looks fake',
    })
    .returning();
  const [inquiry] = await ctx.db
    .insert(contactMessages)
    .values({
      eventId: event.id,
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Parking Information',
      message: 'Is there parking?',
    })
    .returning();
  const [promoCode] = await ctx.db
    .insert(promoCodes)
    .values({ eventId: event.id, code: 'MATRIX10', kind: 'percent', value: 10 })
    .returning({ id: promoCodes.id });
  const [general] = await ctx.db
    .insert(contactMessages)
    .values({ name: 'Visitor', email: 'visitor@example.com', subject: 'Booking Issue', message: 'Help' })
    .returning();
  // The acknowledgement of the general message (inserted above without its service, so queued here).
  const mailId = await enqueueMail(
    ctx.db,
    {
      kind: 'contact_received',
      causeId: general!.id,
      recipient: general!.email,
      payload: {
        contactId: general!.id,
        name: general!.name,
        subject: general!.subject,
        receivedAt: general!.createdAt.toISOString(),
      },
    },
    new Date(),
  );
  return {
    users: worldUsers,
    eventX: { id: event.id },
    freeEventX: { id: freeEvent.id },
    bookingA,
    unpaidIntentA: { clientSecret: unpaid.clientSecret, paymentIntentId: unpaid.paymentIntentId },
    paidIntentA: { paymentIntentId: paid.paymentIntentId },
    upiRequestA: { requestId: upiRequest.json().requestId },
    checkedInBookingB: { _id: bookingB._id },
    reportA: { id: report!.id },
    inquiryX: { id: inquiry!.id },
    generalContact: { id: general!.id },
    unusedCategory: { id: unusedCategory.id },
    musicCategory: { id: musicCategory.id },
    generalContactMail: { id: mailId! },
    soldOutEventX: {
      id: (
        await createEventRow(ctx, {
          organizerId: worldUsers.organizerX.user.id,
          totalSeats: 5,
          availableSeats: 0,
        })
      ).id,
    },
    waitlistOfferA: await waitlistOfferOf(ctx, worldUsers.organizerX, worldUsers.attendeeA, 50_000),
    freeWaitlistOfferA: await waitlistOfferOf(ctx, worldUsers.organizerX, worldUsers.attendeeA, 0),
    promoCodeX: { id: promoCode!.id },
  };
}
