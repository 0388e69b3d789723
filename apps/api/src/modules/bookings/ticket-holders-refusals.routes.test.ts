import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addQuestion, festival, festivalCheckout, festivalSelection } from '../../../test/checkout-details';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { startPayment } from '../../../test/purchase';
import { checkoutQuestions, events, payments, ticketCategories } from '../../db/schema';

// A purchase whose names or answers are wrong is refused on the body's field before any seat is taken (decision 0042).

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

describe('refusals name their field and take no seat', () => {
  const seatsOf = async (eventId: string) =>
    (await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, eventId))).map(
      (category) => category.availableSeats,
    );

  test('each wrong detail is a 400 on its own field', async () => {
    const sale = await festival(ctx, organizerId);
    const { q } = sale;
    const buyer = await createUser(ctx);
    const good = festivalCheckout(sale);
    const [ravi, meera] = good.attendees;
    const cases: [string, object, string][] = [
      ['a name for each ticket', { ...good, attendees: [ravi] }, 'attendees'],
      [
        'a required answer',
        { ...good, attendees: [{ name: 'Ravi' }, meera] },
        `attendees.0.answers.${q.company}`,
      ],
      [
        'a choice not offered',
        { ...good, attendees: [ravi, { ...meera, answers: { [q.company]: 'B', [q.meal]: 'Vegan' } }] },
        `attendees.1.answers.${q.meal}`,
      ],
      [
        "another category's question",
        { ...good, attendees: [{ ...ravi, answers: { [q.company]: 'A', [q.meal]: 'Veg' } }, meera] },
        `attendees.0.answers.${q.meal}`,
      ],
      [
        'text over 500 characters',
        { ...good, attendees: [{ ...ravi, answers: { [q.company]: 'x'.repeat(501) } }, meera] },
        `attendees.0.answers.${q.company}`,
      ],
      ['the order’s required answer', { ...good, orderAnswers: {} }, `orderAnswers.${q.parking}`],
      ['yes or no', { ...good, orderAnswers: { [q.parking]: 'yes' } }, `orderAnswers.${q.parking}`],
      [
        'an unknown question',
        { ...good, orderAnswers: { [q.parking]: true, [q.company]: 'A' } },
        `orderAnswers.${q.company}`,
      ],
      ['a bad e-mail', { ...good, attendees: [{ ...ravi, email: 'ravi@' }, meera] }, 'attendees.0.email'],
      [
        'a name too long',
        { ...good, attendees: [ravi, { ...meera, name: 'm'.repeat(101) }] },
        'attendees.1.name',
      ],
    ];
    for (const [what, extras, field] of cases) {
      const response = await startPayment(ctx, buyer, sale.event.id, festivalSelection, 1500, extras);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const unknown = randomUUID();
    const stray = await startPayment(ctx, buyer, sale.event.id, festivalSelection, 1500, {
      ...good,
      orderAnswers: { [q.parking]: true, [unknown]: 'x' },
    });
    expect(stray.json()).toMatchObject({
      field: `orderAnswers.${unknown}`,
      message: 'This question is not asked here',
    });
    expect(await seatsOf(sale.event.id)).toEqual([5, 10]);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
  });

  test('a retired question is no longer asked: its answer is refused, its requirement gone', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 10 });
    const old = await addQuestion(ctx, event.id, { label: 'T-shirt size', kind: 'text', required: true });
    await ctx.db
      .update(checkoutQuestions)
      .set({ retiredAt: new Date() })
      .where(eq(checkoutQuestions.id, old));
    const buyer = await createUser(ctx);
    const answered = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100, {
      attendees: [{ name: 'A', answers: { [old]: 'M' } }],
    });
    expect(answered.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `attendees.0.answers.${old}` });
    expect((await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).statusCode).toBe(200);
  });

  test('a free booking refuses before it takes a seat', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 3 });
    const buyer = await createUser(ctx);
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 2, attendees: [{ name: 'Only one' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'attendees' });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.availableSeats).toBe(3);
  });
});
