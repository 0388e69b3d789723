import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBookingRow } from '../../../test/booking-rows';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { setTicketHolders } from '../../../test/ticket-holders';
import { auditLog, checkoutQuestions } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
  buyer = await createUser(ctx, { name: 'Nikhil Das' });
});
afterAll(async () => {
  await ctx.close();
});

const categoryEvent = () =>
  createEventRow(ctx, {
    organizerId: organizer.user.id,
    tiers: [
      { name: 'VIP', pricePaise: 200_000, seats: 10 },
      { name: 'General', pricePaise: 80_000, seats: 100 },
    ],
  });
const save = (as: TestUser | null, eventId: string, questions: Record<string, unknown>[]) =>
  injectAs(ctx, as, { method: 'PUT', url: `/api/events/${eventId}/questions`, payload: { questions } });
const read = (eventId: string) =>
  injectAs(ctx, null, { method: 'GET', url: `/api/events/${eventId}/questions` });

const tshirt = {
  label: 'T-shirt size?',
  kind: 'single_choice',
  options: ['S', 'M', 'L', 'XL'],
  required: true,
  scope: 'ticket',
};
const diet = { label: 'Dietary needs', kind: 'text', scope: 'order', ticketCategoryNames: ['vip'] };

describe('PUT and GET /api/events/{id}/questions', () => {
  test('saves the list in order, and anyone reads the questions asked', async () => {
    const event = await categoryEvent();
    expect((await read(event.id)).json()).toEqual({ questions: [] });

    const saved = await save(organizer, event.id, [tshirt, diet]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Questions saved',
      questions: [
        { _id: expect.any(String), ...tshirt, ticketCategoryNames: null },
        {
          _id: expect.any(String),
          ...diet,
          options: [],
          required: false,
          ticketCategoryNames: ['VIP'],
        },
      ],
    });
    const listed = await read(event.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().questions).toEqual(saved.json().questions);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, 'event.questions_save')));
    expect(audit).toMatchObject({ actorId: organizer.user.id, targetType: 'event', before: [] });
  });

  test('edits a question in place, retires the one left out (kept, not deleted) and adds a new one', async () => {
    const event = await categoryEvent();
    const [first, second] = (await save(organizer, event.id, [tshirt, diet])).json().questions;
    const workshop = {
      label: 'Which workshop will you attend?',
      kind: 'single_choice',
      options: ['Kites', 'Pottery'],
      scope: 'order',
    };
    const edited = await save(admin, event.id, [
      workshop,
      { ...tshirt, _id: first._id, label: 'Your T-shirt size' },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const questions = edited.json().questions;
    expect(questions.map((question: { label: string }) => question.label)).toEqual([
      'Which workshop will you attend?',
      'Your T-shirt size',
    ]);
    expect(questions[1]._id).toBe(first._id);
    expect(questions[0]._id).not.toBe(second._id);

    const [retired] = await ctx.db
      .select()
      .from(checkoutQuestions)
      .where(eq(checkoutQuestions.id, second._id));
    expect(retired!.retiredAt).toBeInstanceOf(Date);
    expect((await read(event.id)).json().questions).toEqual(questions);

    // A retired question cannot be brought back by its id.
    const revived = await save(organizer, event.id, [{ ...diet, _id: second._id }]);
    expect(revived.statusCode).toBe(400);
    expect(revived.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'questions.0._id' });
    // Nor can another event's question be taken over.
    const other = await categoryEvent();
    const stolen = await save(organizer, other.id, [tshirt, { ...tshirt, _id: first._id }]);
    expect(stolen.json()).toMatchObject({ statusCode: 400, field: 'questions.1._id' });
    // An empty list retires them all.
    expect((await save(organizer, event.id, [])).json().questions).toEqual([]);
    expect((await read(event.id)).json().questions).toEqual([]);
  });

  test('answers given before an edit or a retirement keep the question as it was asked', async () => {
    const event = await categoryEvent();
    const [size] = (await save(organizer, event.id, [tshirt])).json().questions;
    const booking = await createBookingRow(ctx, buyer.user.id, event.id, { totalQuantity: 1 });
    await setTicketHolders(ctx.db, booking.id, [
      {
        name: 'Nikhil Das',
        answers: [{ questionId: size._id, label: 'T-shirt size?', kind: 'single_choice', value: 'M' }],
      },
    ]);
    await save(organizer, event.id, [{ ...tshirt, _id: size._id, label: 'Size' }]);
    await save(organizer, event.id, []);
    const attendees = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}`,
    });
    expect(attendees.json().attendees[0].tickets[0].answers).toEqual([
      { questionId: size._id, label: 'T-shirt size?', kind: 'single_choice', value: 'M' },
    ]);
  });

  test('unknown categories, categories on an event without them, and more than 10 questions are refused', async () => {
    const event = await categoryEvent();
    const unknown = await save(organizer, event.id, [tshirt, { ...diet, ticketCategoryNames: ['Balcony'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'questions.1.ticketCategoryNames',
      message: 'This event has no ticket category "Balcony"',
    });
    const single = await createEventRow(ctx, { organizerId: organizer.user.id });
    const limited = await save(organizer, single.id, [diet]);
    expect(limited.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      field: 'questions.0.ticketCategoryNames',
    });
    const eleven = await save(
      organizer,
      event.id,
      Array.from({ length: 11 }, (_, index) => ({ label: `Question ${index}`, kind: 'text' })),
    );
    expect(eleven.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'questions' });
    const noOptions = await save(organizer, event.id, [{ ...tshirt, options: ['S'] }]);
    // The schema's refusals name the body's top field (plugins/errors.ts), with the item's message.
    expect(noOptions.json()).toMatchObject({
      statusCode: 400,
      field: 'questions',
      message: 'Give at least 2 options to choose from',
    });
    // Nothing of the refused saves was kept.
    expect((await read(event.id)).json().questions).toEqual([]);
  });

  test('a cancelled or past event keeps its questions as they are', async () => {
    const cancelled = await createEventRow(ctx, { organizerId: organizer.user.id, cancelled: true });
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), -1),
    });
    expect((await save(organizer, cancelled.id, [tshirt])).json()).toMatchObject({ code: 'EVENT_CANCELLED' });
    expect((await save(organizer, past.id, [tshirt])).json()).toMatchObject({ code: 'EVENT_PAST' });
  });
});

describe('who may write questions', () => {
  test('a visitor 401, an attendee and another organizer 403, an unknown event 404 (to read it too)', async () => {
    const event = await categoryEvent();
    expect((await save(null, event.id, [tshirt])).statusCode).toBe(401);
    for (const stranger of [buyer, otherOrganizer]) {
      const refused = await save(stranger, event.id, [tshirt]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: "Only the event's organizer or an admin can change its checkout questions",
      });
    }
    expect((await read(event.id)).json().questions).toEqual([]);
    const unknown = crypto.randomUUID();
    expect((await save(organizer, unknown, [tshirt])).statusCode).toBe(404);
    expect((await read(unknown)).json()).toMatchObject({ statusCode: 404, message: 'Event not found' });
  });
});
