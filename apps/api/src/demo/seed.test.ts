import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { bookingAttendees, bookingItems, bookings, refunds } from '../db/schema/bookings';
import { categories } from '../db/schema/categories';
import { checkoutQuestions } from '../db/schema/checkout-questions';
import { events, ticketCategories } from '../db/schema/events';
import { payments } from '../db/schema/payments';
import { promoCodes } from '../db/schema/promo-codes';
import { testPaymentIntents } from '../db/schema/test-provider';
import { users } from '../db/schema/users';
import { waitlistEntries } from '../db/schema/waitlist';
import { createDiskImageStorage } from '../lib/image-storage/disk';
import { verifyPassword } from '../lib/passwords';
import { isValidTicketSignature } from '../lib/ticket-qr';
import { istDateAt } from './demo-events';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemoDataIfEmpty } from './seed';

// A fixed moment, so the dates of the demo events never depend on the wall clock.
const NOW = new Date('2025-03-14T06:30:00.000Z');
const QR_SECRET = 'seed-test-qr-secret-that-is-long-enough-0123456789';

describe('seedDemoDataIfEmpty', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  let firstResult: Awaited<ReturnType<typeof seedDemoDataIfEmpty>>;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-seed-'));
    firstResult = await seedDemoDataIfEmpty(database.db, {
      images: createDiskImageStorage(uploadsDir),
      qrSecret: QR_SECRET,
      gst: { exemptUpToPaise: 50_000, rateBasisPoints: 1800, sac: '999692' },
      now: NOW,
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('creates the admin, the two organizers and the two attendees with the demo password', async () => {
    expect(firstResult?.accounts).toEqual([
      { role: 'admin', email: 'admin@ticketmela.in', name: 'Aarav Admin' },
      { role: 'organizer', email: 'priya@ticketmela.in', name: 'Priya Sharma' },
      { role: 'organizer', email: 'rohan@ticketmela.in', name: 'Rohan Mehta' },
      { role: 'user', email: 'ananya@ticketmela.in', name: 'Ananya Iyer' },
      { role: 'user', email: 'vikram@ticketmela.in', name: 'Vikram Singh' },
    ]);
    const rows = await database.db.select().from(users).orderBy(asc(users.email));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(5);
    for (const row of rows) expect(row.phone).toMatch(/^\d{10}$/);
    const priya = rows.find((row) => row.email === 'priya@ticketmela.in')!;
    expect(priya.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(priya.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('creates the eight categories', async () => {
    const rows = await database.db.select({ name: categories.name }).from(categories);
    expect(rows.map((row) => row.name).sort()).toEqual(
      ['Comedy', 'Conference', 'Festival', 'Food & Drink', 'Music', 'Sports', 'Theatre', 'Workshop'].sort(),
    );
  });

  it('creates upcoming events, one cancelled and one past, spread over both organizers', async () => {
    const rows = await database.db.select().from(events);
    const upcoming = rows.filter((event) => !event.cancelled && event.date > NOW);
    const cancelled = rows.filter((event) => event.cancelled);
    const past = rows.filter((event) => event.date < NOW);

    expect(upcoming.length).toBeGreaterThanOrEqual(12);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.date > NOW).toBe(true);
    expect(cancelled[0]!.cancelledReason).toBeTruthy();
    expect(cancelled[0]!.cancelledAt).toBeInstanceOf(Date);
    expect(past).toHaveLength(1);
    expect(Math.round((NOW.getTime() - past[0]!.date.getTime()) / 86_400_000)).toBe(10);
    for (const event of upcoming) {
      const days = (event.date.getTime() - NOW.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThanOrEqual(91);
    }
    expect(new Set(rows.map((event) => event.organizerId)).size).toBe(2);
    expect(new Set(rows.map((event) => event.categoryId)).size).toBe(8);
    expect(new Set(rows.map((event) => event.city)).size).toBeGreaterThanOrEqual(8);
    expect(rows.some((event) => !event.hasTicketCategories && event.pricePaise === 0)).toBe(true);
    expect(rows.filter((event) => !event.useDefaultRefundPolicy).length).toBeGreaterThanOrEqual(2);
    const held = await database.db
      .select({ eventId: bookings.eventId, seats: bookings.totalQuantity })
      .from(bookings)
      .where(eq(bookings.cancelled, false));
    for (const event of rows) {
      expect(event.venueLat).toBeTypeOf('number');
      expect(event.venueLng).toBeTypeOf('number');
      // Every seat not held by a standing demo booking is for sale.
      const booked = held.filter((row) => row.eventId === event.id).reduce((sum, row) => sum + row.seats, 0);
      expect(event.availableSeats).toBe(event.totalSeats - booked);
    }
  });

  it('gives every ticket-category event the seats of its categories together, and their lowest price', async () => {
    const categoryEvents = await database.db
      .select()
      .from(events)
      .where(eq(events.hasTicketCategories, true));
    expect(categoryEvents.length).toBeGreaterThanOrEqual(4);
    for (const event of categoryEvents) {
      const rows = await database.db
        .select()
        .from(ticketCategories)
        .where(eq(ticketCategories.eventId, event.id));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(event.totalSeats).toBe(rows.reduce((sum, row) => sum + row.totalSeats, 0));
      expect(event.availableSeats).toBe(rows.reduce((sum, row) => sum + row.availableSeats, 0));
      for (const row of rows) {
        const items = await database.db
          .select({ quantity: bookingItems.quantity })
          .from(bookingItems)
          .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
          .where(and(eq(bookingItems.ticketCategoryId, row.id), eq(bookings.cancelled, false)));
        expect(row.availableSeats).toBe(row.totalSeats - items.reduce((sum, item) => sum + item.quantity, 0));
      }
      expect(event.pricePaise).toBe(Math.min(...rows.map((row) => row.pricePaise)));
    }
  });

  it('stores a large picture and a thumbnail for every event', async () => {
    const rows = await database.db
      .select({ photo: events.photo, photoThumb: events.photoThumb })
      .from(events);
    for (const row of rows) {
      expect(row.photo).toMatch(/^\/uploads\/events\/.+-large\.webp$/);
      expect(row.photoThumb).toMatch(/^\/uploads\/events\/.+-thumb\.webp$/);
      expect(existsSync(path.join(uploadsDir, row.photo!.replace('/uploads/', '')))).toBe(true);
      expect(existsSync(path.join(uploadsDir, row.photoThumb!.replace('/uploads/', '')))).toBe(true);
    }
  });

  it("sells out Tughlaq's Royal Box to Vikram and puts Ananya on its waitlist, first in line", async () => {
    const [box] = await database.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.name, 'Royal Box'));
    expect(box).toMatchObject({ totalSeats: 6, availableSeats: 0 });
    const entries = await database.db
      .select({ email: users.email, status: waitlistEntries.status, quantity: waitlistEntries.quantity })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .where(eq(waitlistEntries.ticketCategoryId, box!.id));
    expect(entries).toEqual([{ email: 'ananya@ticketmela.in', status: 'waiting', quantity: 2 }]);
  });

  it('gives each demo attendee upcoming, past and cancelled bookings, one checked in at the door', async () => {
    const people = await database.db.select().from(users);
    const idOf = (email: string) => people.find((person) => person.email === email)!.id;
    const eventRows = await database.db.select().from(events);
    const eventOf = (id: string) => eventRows.find((event) => event.id === id)!;
    for (const email of ['ananya@ticketmela.in', 'vikram@ticketmela.in']) {
      const mine = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, idOf(email)));
      const cancelled = mine.filter((booking) => booking.cancelled);
      const active = mine.filter((booking) => !booking.cancelled);
      expect(cancelled.length, email).toBeGreaterThanOrEqual(1);
      expect(
        active.filter((booking) => eventOf(booking.eventId).date > NOW).length,
        email,
      ).toBeGreaterThanOrEqual(1);
      expect(
        active.filter((booking) => eventOf(booking.eventId).date < NOW).length,
        email,
      ).toBeGreaterThanOrEqual(1);
      for (const booking of mine) {
        expect(booking.createdAt < eventOf(booking.eventId).date).toBe(true);
        expect(
          isValidTicketSignature(booking.ticketId, booking.eventId, booking.qrSignature, QR_SECRET),
        ).toBe(true);
      }
    }

    const checkedIn = await database.db.select().from(bookings).where(eq(bookings.verified, true));
    expect(checkedIn).toHaveLength(1);
    const [door] = checkedIn;
    const doorEvent = eventOf(door!.eventId);
    expect(doorEvent.date < NOW).toBe(true);
    expect(door).toMatchObject({
      verifyMethod: 'camera',
      verifiedBy: doorEvent.organizerId,
      cancelled: false,
    });
    expect(door!.verifiedAt! < doorEvent.date).toBe(true);

    // Nobody has booked the event the booking e2e specs sign in to book (the first with a custom refund policy).
    const devSummit = eventRows.find((event) => event.title.startsWith('DevSummit'))!;
    expect(await database.db.select().from(bookings).where(eq(bookings.eventId, devSummit.id))).toEqual([]);
  });

  it("names every ticket of every demo booking after its buyer, in its lines' order", async () => {
    const people = await database.db.select().from(users);
    const allBookings = await database.db.select().from(bookings);
    const tickets = await database.db
      .select()
      .from(bookingAttendees)
      .orderBy(asc(bookingAttendees.bookingId), asc(bookingAttendees.position));
    for (const booking of allBookings) {
      const own = tickets.filter((ticket) => ticket.bookingId === booking.id);
      expect(own.map((ticket) => ticket.position)).toEqual(
        Array.from({ length: booking.totalQuantity }, (_, index) => index + 1),
      );
      const buyer = people.find((person) => person.id === booking.userId)!;
      expect(new Set(own.map((ticket) => ticket.name))).toEqual(new Set([buyer.name]));
      const lines = await database.db
        .select()
        .from(bookingItems)
        .where(eq(bookingItems.bookingId, booking.id));
      const expected = booking.hasTicketCategories
        ? lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.categoryName))
        : own.map(() => null);
      expect(own.map((ticket) => ticket.categoryName)).toEqual(expected);
    }
  });

  it("sets up the summit's sale: two promo codes and two checkout questions, Priya's", async () => {
    const summit = (await database.db.select().from(events)).find((event) =>
      event.title.startsWith('DevSummit'),
    )!;
    const priya = (await database.db.select().from(users)).find(
      (user) => user.email === 'priya@ticketmela.in',
    )!;
    expect(summit.organizerId).toBe(priya.id);
    expect(summit.date > NOW && !summit.cancelled && summit.availableSeats > 0).toBe(true);
    const tiers = await database.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, summit.id));
    const allAccess = tiers.find((tier) => tier.name === 'All-Access')!;
    const codes = await database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.eventId, summit.id))
      .orderBy(asc(promoCodes.code));
    expect(
      codes.map(({ code, kind, value, ticketCategoryIds, maxUses, maxUsesPerBuyer, active, uses }) => ({
        code,
        kind,
        value,
        ticketCategoryIds,
        maxUses,
        maxUsesPerBuyer,
        active,
        uses,
      })),
    ).toEqual([
      {
        code: 'COLLEGE20',
        kind: 'percent',
        value: 20,
        ticketCategoryIds: null,
        maxUses: 50,
        maxUsesPerBuyer: 2,
        active: true,
        uses: 0,
      },
      {
        code: 'SPONSORPASS',
        kind: 'percent',
        value: 100,
        ticketCategoryIds: [allAccess.id],
        maxUses: 5,
        maxUsesPerBuyer: null,
        active: true,
        uses: 0,
      },
    ]);
    const questions = await database.db
      .select()
      .from(checkoutQuestions)
      .where(eq(checkoutQuestions.eventId, summit.id))
      .orderBy(asc(checkoutQuestions.position));
    expect(
      questions.map(({ label, kind, options, required, scope, retiredAt }) => ({
        label,
        kind,
        options,
        required,
        scope,
        retiredAt,
      })),
    ).toEqual([
      {
        label: 'T-shirt size?',
        kind: 'single_choice',
        options: ['S', 'M', 'L', 'XL'],
        required: true,
        scope: 'ticket',
        retiredAt: null,
      },
      {
        label: 'Which workshop will you attend?',
        kind: 'single_choice',
        options: expect.any(Array),
        required: false,
        scope: 'order',
        retiredAt: null,
      },
    ]);
    expect(questions[1]!.options).toHaveLength(2);
  });

  it('records demo payments as the booking flow would: test-provider intents, refunds by the policy, free ones at ₹0', async () => {
    const all = await database.db.select().from(bookings);
    for (const booking of all) {
      const [payment] = await database.db.select().from(payments).where(eq(payments.id, booking.paymentId!));
      expect(payment).toMatchObject({
        amountPaise: booking.totalAmountPaise,
        status: 'succeeded',
        holdStatus: 'converted',
        provider: booking.totalAmountPaise > 0 ? 'test' : 'free',
      });
      if (booking.totalAmountPaise > 0) {
        const [intent] = await database.db
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, payment!.providerIntentId!));
        expect(intent).toMatchObject({ status: 'succeeded', amountPaise: booking.totalAmountPaise });
        expect(intent!.metadata).toMatchObject({ paymentId: payment!.id, userId: booking.userId });
      }
    }
    expect(all.some((booking) => booking.totalAmountPaise === 0 && !booking.cancelled)).toBe(true);

    const cancelled = all.filter((booking) => booking.cancelled);
    expect(cancelled.some((booking) => booking.cancelledByUser)).toBe(true);
    expect(cancelled.some((booking) => booking.cancelledByEvent)).toBe(true);
    for (const booking of cancelled) {
      expect(booking.refundStatus).toBe('processed');
      const [refund] = await database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect(refund).toMatchObject({ status: 'processed', amountPaise: booking.refundAmountPaise });
      expect(booking.refundId).toBe(refund!.providerRefundId);
      if (booking.cancelledByEvent) expect(booking.refundAmountPaise).toBe(booking.totalAmountPaise);
    }
  });

  it("promises nothing the product does not do: no event's refund policy offers to transfer tickets", async () => {
    // The ticket mail quotes the policy next to "Tickets are not transferable" (there is no ticket transfer).
    const policies = await database.db
      .select({ title: events.title, description: events.refundPolicyDescription })
      .from(events)
      .where(eq(events.useDefaultRefundPolicy, false));
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies)
      expect(policy.description ?? '', policy.title).not.toMatch(
        /transfer|moved to a friend|another person/i,
      );
  });

  it('does nothing on a database that already has users', async () => {
    const filesBefore = readdirSync(path.join(uploadsDir, 'events')).length;
    const eventsBefore = (await database.db.select({ id: events.id }).from(events)).length;

    const second = await seedDemoDataIfEmpty(database.db, {
      images: createDiskImageStorage(uploadsDir),
      qrSecret: QR_SECRET,
      gst: { exemptUpToPaise: 50_000, rateBasisPoints: 1800, sac: '999692' },
      now: NOW,
    });

    expect(second).toBeNull();
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(5);
    expect(await database.db.select({ id: events.id }).from(events)).toHaveLength(eventsBefore);
    expect(readdirSync(path.join(uploadsDir, 'events'))).toHaveLength(filesBefore);
  });
});

describe('istDateAt', () => {
  it('gives the wall-clock time in India, on the calendar day in India', () => {
    // 20:00 UTC on 14 March is already 01:30 on 15 March in India.
    const lateEvening = new Date('2025-03-14T20:00:00.000Z');
    expect(istDateAt(lateEvening, 0, 19, 30).toISOString()).toBe('2025-03-15T14:00:00.000Z');
    expect(istDateAt(NOW, 3, 18, 0).toISOString()).toBe('2025-03-17T12:30:00.000Z');
    expect(istDateAt(NOW, -10, 18, 30).toISOString()).toBe('2025-03-04T13:00:00.000Z');
  });
});
