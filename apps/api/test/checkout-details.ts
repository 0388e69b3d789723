import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingAttendees, checkoutQuestions, ticketCategories } from '../src/db/schema';
import { createEventRow } from './factories';
import { injectAs, type TestApp, type TestUser } from './helper';

// Events with checkout questions and what their bookings keep of names and answers (decision 0042).

type QuestionRow = typeof checkoutQuestions.$inferInsert;

/** Adds a question at the end of the event's list; its id. */
export async function addQuestion(
  ctx: TestApp,
  eventId: string,
  fields: Omit<QuestionRow, 'eventId' | 'position'>,
) {
  const existing = await ctx.db
    .select()
    .from(checkoutQuestions)
    .where(eq(checkoutQuestions.eventId, eventId));
  const [row] = await ctx.db
    .insert(checkoutQuestions)
    .values({ eventId, position: existing.length, ...fields })
    .returning();
  return row!.id;
}

const categoryIdOf = async (ctx: TestApp, eventId: string, name: string) =>
  (
    await ctx.db
      .select()
      .from(ticketCategories)
      .where(and(eq(ticketCategories.eventId, eventId), eq(ticketCategories.name, name)))
  )[0]!.id;

/**
 * A VIP (₹1,000) and General (₹500) event asking: each ticket's company (required), VIP tickets' meal, the order's
 * parking (required).
 */
export async function festival(ctx: TestApp, organizerId: string) {
  const event = await createEventRow(ctx, {
    organizerId,
    title: 'Ziro Festival',
    tiers: [
      { name: 'VIP', pricePaise: 100_000, seats: 5 },
      { name: 'General', pricePaise: 50_000, seats: 10 },
    ],
  });
  const vipId = await categoryIdOf(ctx, event.id, 'VIP');
  const generalId = await categoryIdOf(ctx, event.id, 'General');
  const company = await addQuestion(ctx, event.id, { label: 'Company', kind: 'text', required: true });
  const meal = await addQuestion(ctx, event.id, {
    label: 'Meal',
    kind: 'single_choice',
    options: ['Veg', 'Non-veg'],
    ticketCategoryIds: [vipId],
  });
  const parking = await addQuestion(ctx, event.id, {
    label: 'Parking',
    kind: 'yes_no',
    required: true,
    scope: 'order',
  });
  return { event, vipId, generalId, q: { company, meal, parking } };
}

export type Festival = Awaited<ReturnType<typeof festival>>;

/** General first, then VIP: the tickets' order is the body's, not the event's. ₹1,500. */
export const festivalSelection = {
  ticketItems: [
    { categoryName: 'general', quantity: 1 },
    { categoryName: 'VIP', quantity: 1 },
  ],
};

export const festivalCheckout = ({ q }: Festival) => ({
  attendees: [
    { name: ' Ravi Kumar ', email: 'Ravi@Example.in', answers: { [q.company]: 'Acme' } },
    { name: 'Meera Iyer', answers: { [q.company]: 'Beta Labs', [q.meal]: 'Veg' } },
  ],
  orderAnswers: { [q.parking]: true },
});

/** The booking answers festivalCheckout's names and answers, as checked and kept. */
export function expectFestivalHolders(
  booking: { attendees: unknown; orderAnswers: unknown },
  { q }: Festival,
) {
  expect(booking.attendees).toEqual([
    {
      position: 1,
      categoryName: 'General',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      answers: [{ questionId: q.company, label: 'Company', kind: 'text', value: 'Acme' }],
      cancelled: false,
    },
    {
      position: 2,
      categoryName: 'VIP',
      name: 'Meera Iyer',
      email: null,
      answers: [
        { questionId: q.company, label: 'Company', kind: 'text', value: 'Beta Labs' },
        { questionId: q.meal, label: 'Meal', kind: 'single_choice', value: 'Veg' },
      ],
      cancelled: false,
    },
  ]);
  expect(booking.orderAnswers).toEqual([
    { questionId: q.parking, label: 'Parking', kind: 'yes_no', value: true },
  ]);
}

/** The booking's ticket rows, in ticket order. */
export const holderRowsOf = (ctx: TestApp, bookingId: string) =>
  ctx.db
    .select()
    .from(bookingAttendees)
    .where(eq(bookingAttendees.bookingId, bookingId))
    .orderBy(asc(bookingAttendees.position));

/** The booking as its holder's list (GET /api/bookings/user) shows it. */
export async function listedBooking(ctx: TestApp, as: TestUser, bookingId: string) {
  const list = await injectAs(ctx, as, { method: 'GET', url: '/api/bookings/user' });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().find((row: { _id: string }) => row._id === bookingId);
}
