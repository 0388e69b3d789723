import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addQuestion, holderRowsOf } from '../../../test/checkout-details';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { book, payWithCard, purchase } from '../../../test/purchase';
import { entryOf, joinWaitlist, waitlistPass } from '../../../test/waitlist';
import { outboxMails } from '../../db/schema';

// A waitlist offer's checkout, paid or free, carries the names on its tickets and the answers (decision 0042).

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

describe("a waitlist offer's checkout", () => {
  /** A single-price event sold out to one buyer, a person waiting for `quantity` seats, and the seats given back. */
  async function offer(pricePaise: number, quantity: number) {
    const event = await createEventRow(ctx, { organizerId, pricePaise, totalSeats: quantity });
    const holder = await createUser(ctx);
    const held =
      pricePaise === 0
        ? (
            await injectAs(ctx, holder, {
              method: 'POST',
              url: '/api/bookings/free',
              payload: { eventId: event.id, noOfSeats: quantity },
            })
          ).json().booking
        : await purchase(ctx, holder, event.id, { noOfSeats: quantity }, (quantity * pricePaise) / 100);
    const person = await createUser(ctx, { name: 'Waiting Person' });
    const entry = await joinWaitlist(ctx, person, { eventId: event.id, quantity });
    const dropped = await injectAs(ctx, holder, { method: 'DELETE', url: `/api/bookings/${held._id}` });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await waitlistPass(ctx);
    expect(await entryOf(ctx, person, entry._id)).toMatchObject({ status: 'offered' });
    const question = await addQuestion(ctx, event.id, { label: 'Phone', kind: 'text', required: true });
    return { event, person, entryId: entry._id as string, question };
  }

  test('a paid offer keeps the names and answers, and refuses a wrong count on its field', async () => {
    const { event, person, entryId, question } = await offer(50_000, 2);
    const checkout = (payload: object) =>
      injectAs(ctx, person, { method: 'POST', url: `/api/waitlist/${entryId}/payment-intent`, payload });
    const wrong = await checkout({ attendees: [{ name: 'Solo', answers: { [question]: '1' } }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'attendees' });
    const unanswered = await checkout({});
    expect(unanswered.json()).toMatchObject({ field: `attendees.0.answers.${question}` });

    const started = await checkout({
      attendees: [
        { name: 'Nila', answers: { [question]: '98450 00001' } },
        { name: 'Vikram', email: 'vikram@example.in', answers: { [question]: '98450 00002' } },
      ],
    });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithCard(ctx, person, clientSecret)).statusCode).toBe(200);
    const booked = await book(ctx, person, event.id, paymentIntentId);
    expect(booked.statusCode, booked.body).toBe(201);
    const { attendees } = booked.json().booking;
    expect(attendees.map((a: { name: string; email: string | null }) => [a.name, a.email])).toEqual([
      ['Nila', null],
      ['Vikram', 'vikram@example.in'],
    ]);
    expect(attendees[1].answers).toEqual([
      { questionId: question, label: 'Phone', kind: 'text', value: '98450 00002' },
    ]);
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'attendee_ticket'), eq(outboxMails.recipient, 'vikram@example.in')));
    expect(mails).toHaveLength(1);
  });

  test('a free offer is booked with its names and answers', async () => {
    const { person, entryId, question } = await offer(0, 2);
    const take = (payload?: object) =>
      injectAs(ctx, person, { method: 'POST', url: `/api/waitlist/${entryId}/free-booking`, payload });
    const refused = await take({ attendees: [{ name: 'A' }, { name: 'B' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: `attendees.0.answers.${question}` });
    const booked = await take({
      attendees: [
        { name: 'A', answers: { [question]: '1' } },
        { name: 'B', answers: { [question]: '2' } },
      ],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking } = booked.json();
    expect(booking.attendees.map((a: { name: string }) => a.name)).toEqual(['A', 'B']);
    expect((await holderRowsOf(ctx, booking._id)).map((row) => row.answers[0]?.value)).toEqual(['1', '2']);
  });
});
