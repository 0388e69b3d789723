import type { ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_JWT_SECRET,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { book, payWithCard, purchase, startPayment } from '../../../test/purchase';
import { freePort, REDIS_SERVER, startRedis, stopRedis } from '../../../test/redis-server';
import { joinQueue, openRoom, placeOf, roomPass } from '../../../test/waiting-room';
import { events, waitingRoomPlaces, waitingRooms } from '../../db/schema';
import { signQueuePass } from './queue-pass';
import { SHARED_ANSWER_MS } from './shared-room-answer';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const shared = (eventId: string) => ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/queue` });
const settings = (as: TestUser, eventId: string, body: Record<string, unknown>) =>
  injectAs(ctx, as, { method: 'PUT', url: `/api/events/${eventId}/queue/settings`, payload: body });
const roomOf = async (eventId: string) =>
  (await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId)))[0];
const withPass = (pass: string | undefined) => ({ queuePass: pass }) as Record<string, unknown>;

/** A ₹500 event with `seats` seats whose room opens in a minute, and `people` who joined before. */
async function roomWithLine(seats: number, people: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    totalSeats: seats,
    pricePaise: 50_000,
  });
  const onSaleAt = inMinutes(1);
  await openRoom(ctx, organizer, event.id, onSaleAt);
  const line: TestUser[] = [];
  for (let i = 0; i < people; i++) {
    const person = await createUser(ctx);
    await joinQueue(ctx, person, event.id);
    line.push(person);
  }
  return { event, onSaleAt, line };
}

const byNumber = async (line: TestUser[], eventId: string) => {
  const places = await Promise.all(
    line.map(async (person) => ({ person, place: await placeOf(ctx, person, eventId) })),
  );
  return places.sort((a, b) => a.place.number - b.place.number);
};

// The same flows with the line in PostgreSQL (the default) and in Redis (REDIS_URL set; a throwaway redis-server).
describe.each(REDIS_SERVER ? (['postgres', 'redis'] as const) : (['postgres'] as const))(
  'with the line in %s',
  (store) => {
    let redis: ChildProcess | undefined;
    beforeAll(async () => {
      const env: Record<string, string> = {};
      if (store === 'redis') {
        const port = await freePort();
        redis = await startRedis(port);
        env.REDIS_URL = `redis://127.0.0.1:${port}`;
      }
      ctx = await buildTestApp(env);
      expect(ctx.app.queueLine.store).toBe(store);
      organizer = await createUser(ctx, { role: 'organizer' });
      otherOrganizer = await createUser(ctx, { role: 'organizer' });
      admin = await createUser(ctx, { role: 'admin' });
    });
    afterAll(async () => {
      await ctx.close();
      if (redis) await stopRedis(redis);
    });

    describe("the organizer's setting", () => {
      test('the organizer and an admin turn it on and move the time; nobody else may', async () => {
        const event = await createEventRow(ctx, { organizerId: organizer.user.id });
        const buyer = await createUser(ctx);
        const onSaleAt = inMinutes(60);
        for (const stranger of [otherOrganizer, buyer]) {
          const refused = await settings(stranger, event.id, {
            enabled: true,
            onSaleAt: onSaleAt.toISOString(),
          });
          expect(refused.statusCode).toBe(403);
          expect(refused.json().message).toBe(
            "Only the event's organizer or an admin can manage its waiting room",
          );
          expect(
            (await injectAs(ctx, stranger, { method: 'GET', url: `/api/events/${event.id}/queue/manage` }))
              .statusCode,
          ).toBe(403);
        }
        const visitor = await ctx.app.inject({
          method: 'PUT',
          url: `/api/events/${event.id}/queue/settings`,
          payload: { enabled: true, onSaleAt: onSaleAt.toISOString() },
        });
        expect(visitor.statusCode).toBe(401);

        const managed = await openRoom(ctx, organizer, event.id, onSaleAt);
        expect(managed).toMatchObject({
          enabled: true,
          onSaleAt: onSaleAt.toISOString(),
          started: false,
          drawSeed: null,
        });
        const later = inMinutes(30);
        const moved = await openRoom(ctx, admin, event.id, later);
        expect(moved.onSaleAt).toBe(later.toISOString());
        expect((await shared(event.id)).json()).toMatchObject({ enabled: true, started: false });
      });

      test('refuses a time past or after the event, and moving it after the draw', async () => {
        const event = await createEventRow(ctx, { organizerId: organizer.user.id });
        const past = await settings(organizer, event.id, {
          enabled: true,
          onSaleAt: inMinutes(-5).toISOString(),
        });
        expect(past.statusCode).toBe(400);
        expect(past.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          field: 'onSaleAt',
          message: 'The on-sale time must be in the future',
        });
        const late = await settings(organizer, event.id, {
          enabled: true,
          onSaleAt: new Date(event.date.getTime() + MINUTE).toISOString(),
        });
        expect(late.json().message).toBe('The on-sale time must be before the event starts');
        const garbled = await settings(organizer, event.id, { enabled: true, onSaleAt: 'tomorrow' });
        expect(garbled.statusCode).toBe(400);

        const onSaleAt = inMinutes(1);
        await openRoom(ctx, organizer, event.id, onSaleAt);
        await roomPass(ctx, new Date(onSaleAt.getTime() + 1000));
        const moved = await settings(organizer, event.id, {
          enabled: true,
          onSaleAt: inMinutes(90).toISOString(),
        });
        expect(moved.statusCode).toBe(409);
        expect(moved.json().code).toBe('QUEUE_STARTED');
        // Switching off and on again keeps the drawn line.
        expect((await openRoom(ctx, organizer, event.id, onSaleAt, false)).enabled).toBe(false);
        const again = await openRoom(ctx, organizer, event.id, onSaleAt, true);
        expect(again).toMatchObject({ enabled: true, started: true });
        expect(again.drawSeed).toMatch(/^[0-9a-f]{64}$/);
      });
    });

    describe('joining and the shared answer', () => {
      test('an event without a room says so; an unknown event is 404; joining it is refused', async () => {
        const event = await createEventRow(ctx, { organizerId: organizer.user.id });
        const asked = Math.floor(Date.now() / 1000);
        const answer = await shared(event.id);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=1');
        // nginx keeps it to the end of the second it was made in.
        const expires = Number(String(answer.headers['x-accel-expires']).replace(/^@/, ''));
        expect(expires).toBeGreaterThanOrEqual(asked);
        expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
        expect(answer.json()).toMatchObject({ enabled: false, onSaleAt: null, started: false });
        expect((await shared('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
        const person = await createUser(ctx);
        const join = await injectAs(ctx, person, { method: 'POST', url: `/api/events/${event.id}/queue` });
        expect(join.statusCode).toBe(409);
        expect(join.json()).toMatchObject({
          code: 'QUEUE_CLOSED',
          message: 'This event has no queue to join',
        });
        expect(
          (await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/queue` })).statusCode,
        ).toBe(401);
      });

      test('a place before the draw has no number; joining again answers the same place; the draw numbers everyone', async () => {
        const { event, onSaleAt, line } = await roomWithLine(10, 3);
        const first = await injectAs(ctx, line[0]!, { method: 'POST', url: `/api/events/${event.id}/queue` });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({ number: null, admitted: false, pass: null });
        const stranger = await createUser(ctx);
        expect(
          (await injectAs(ctx, stranger, { method: 'GET', url: `/api/events/${event.id}/queue/me` }))
            .statusCode,
        ).toBe(404);

        await roomPass(ctx, new Date(onSaleAt.getTime() - 1000));
        expect(await roomOf(event.id)).toMatchObject({ drawnAt: null, admittingThrough: 0 });
        await roomPass(ctx, new Date(onSaleAt.getTime() + 1000));
        expect(await roomOf(event.id)).toMatchObject({ lastNumber: 3, admittingThrough: 3 });
        const numbers = (await byNumber(line, event.id)).map(({ place }) => place.number);
        expect(numbers).toEqual([1, 2, 3]);
        // A late joiner goes to the back.
        const late = await joinQueue(ctx, stranger, event.id);
        expect(late.number).toBe(4);
        // The shared answer is kept a moment: wait for a fresh one.
        await new Promise((resolve) => setTimeout(resolve, SHARED_ANSWER_MS + 100));
        expect((await shared(event.id)).json()).toMatchObject({
          started: true,
          admittingThrough: 3,
          lastNumber: 4,
          soldOut: false,
        });
      });
      test('admission waits out the reveal window, which the shared answer names', async () => {
        const { event, onSaleAt, line } = await roomWithLine(10, 3);
        const drawAt = new Date(onSaleAt.getTime() + 1000);
        // Three places at one own-place ask a second: three seconds to learn their numbers.
        await roomPass(ctx, drawAt, 500, 1);
        const startsAt = new Date(drawAt.getTime() + 3000);
        expect(await roomOf(event.id)).toMatchObject({
          lastNumber: 3,
          admittingThrough: 0,
          admissionStartsAt: startsAt,
        });
        const [first] = await byNumber(line, event.id);
        expect(first!.place).toMatchObject({ number: 1, admitted: false, pass: null });
        await new Promise((resolve) => setTimeout(resolve, SHARED_ANSWER_MS + 100));
        expect((await shared(event.id)).json()).toMatchObject({
          started: true,
          admissionStartsAt: startsAt.toISOString(),
          admittingThrough: 0,
        });

        await roomPass(ctx, new Date(startsAt.getTime() - 1), 500, 1);
        expect(await roomOf(event.id)).toMatchObject({ admittingThrough: 0 });
        await roomPass(ctx, startsAt, 500, 1);
        expect(await roomOf(event.id)).toMatchObject({ admittingThrough: 3 });
      });
    });

    describe('admission and the pass', () => {
      test('the seats admit as many as they can cover; a hold needs the pass, once; a lapsed pass lets the next through', async () => {
        const { event, onSaleAt, line } = await roomWithLine(2, 4);
        const at = new Date(onSaleAt.getTime() + 1000);
        await roomPass(ctx, at);
        expect(await roomOf(event.id)).toMatchObject({ lastNumber: 4, admittingThrough: 2 });
        const [one, two, three, four] = await byNumber(line, event.id);
        expect(one!.place).toMatchObject({ number: 1, admitted: true, passUsed: false, passLapsed: false });
        expect(one!.place.pass.expiresAt).toBe(new Date(at.getTime() + 10 * MINUTE).toISOString());
        expect(three!.place).toMatchObject({ admitted: false, pass: null });

        // Without a pass, with another's, with a made-up one: refused while the room is on.
        const noPass = await startPayment(ctx, three!.person, event.id, { noOfSeats: 1 }, 500);
        expect(noPass.statusCode).toBe(403);
        expect(noPass.json()).toMatchObject({
          code: 'QUEUE_PASS_REQUIRED',
          message:
            'Tickets for this event are sold through its queue. Join the queue and buy when your turn comes.',
        });
        const borrowed = await startPayment(
          ctx,
          three!.person,
          event.id,
          { noOfSeats: 1 },
          500,
          withPass(one!.place.pass.token),
        );
        expect(borrowed.json().code).toBe('QUEUE_PASS_REQUIRED');
        const forged = await signQueuePass(
          { eventId: event.id, userId: three!.person.user.id, number: 3, expiresAt: inMinutes(10) },
          'another-secret-that-is-long-enough-0123456789',
        );
        expect(
          (await startPayment(ctx, three!.person, event.id, { noOfSeats: 1 }, 500, withPass(forged))).json()
            .code,
        ).toBe('QUEUE_PASS_REQUIRED');
        // A pass signed right for a number the room has not let through: the database says no.
        const early = await signQueuePass(
          { eventId: event.id, userId: three!.person.user.id, number: 3, expiresAt: inMinutes(10) },
          TEST_JWT_SECRET,
        );
        expect(
          (await startPayment(ctx, three!.person, event.id, { noOfSeats: 1 }, 500, withPass(early))).json()
            .code,
        ).toBe('QUEUE_PASS_REQUIRED');

        // The first buys with their pass; the same pass again is refused.
        const held = await startPayment(
          ctx,
          one!.person,
          event.id,
          { noOfSeats: 1 },
          500,
          withPass(one!.place.pass.token),
        );
        expect(held.statusCode, held.body).toBe(200);
        const twice = await startPayment(
          ctx,
          one!.person,
          event.id,
          { noOfSeats: 1 },
          500,
          withPass(one!.place.pass.token),
        );
        expect(twice.statusCode).toBe(409);
        expect(twice.json()).toMatchObject({
          code: 'QUEUE_PASS_USED',
          message: 'Your queue pass has already been used for a booking.',
        });
        expect(await placeOf(ctx, one!.person, event.id)).toMatchObject({ passUsed: true, pass: null });
        const paid = await payWithCard(ctx, one!.person, held.json().clientSecret);
        expect(paid.statusCode).toBe(200);
        expect((await book(ctx, one!.person, event.id, held.json().paymentIntentId)).statusCode).toBe(201);

        // One seat left, covered by number 2's live pass: nobody else is let through.
        await roomPass(ctx, new Date(at.getTime() + 5 * MINUTE));
        expect((await roomOf(event.id))!.admittingThrough).toBe(2);
        // Number 2 lets it lapse (its admission moved 12 minutes back: the pass's 10 are over): number 3 is let through.
        await ctx.db
          .update(waitingRoomPlaces)
          .set({ admittedAt: new Date(at.getTime() - 12 * MINUTE) })
          .where(and(eq(waitingRoomPlaces.eventId, event.id), eq(waitingRoomPlaces.number, 2)));
        const later = new Date(at.getTime() + 1000);
        await roomPass(ctx, later);
        expect((await roomOf(event.id))!.admittingThrough).toBe(3);
        expect(await placeOf(ctx, two!.person, event.id)).toMatchObject({
          admitted: true,
          pass: null,
          passLapsed: true,
        });
        const third = await placeOf(ctx, three!.person, event.id);
        expect(third).toMatchObject({ admitted: true, passLapsed: false });
        expect((await placeOf(ctx, four!.person, event.id)).admitted).toBe(false);
        const lapsed = await signQueuePass(
          {
            eventId: event.id,
            userId: two!.person.user.id,
            number: 2,
            expiresAt: new Date(Date.now() - 1000),
          },
          TEST_JWT_SECRET,
        );
        const tooLate = await startPayment(
          ctx,
          two!.person,
          event.id,
          { noOfSeats: 1 },
          500,
          withPass(lapsed),
        );
        expect(tooLate.json()).toMatchObject({
          code: 'QUEUE_PASS_REQUIRED',
          message: 'Your turn in the queue has passed: a pass is good for 10 minutes.',
        });

        // Number 3 buys the last seat: the room says sold out to everyone, and refuses new joiners.
        await purchase(ctx, three!.person, event.id, { noOfSeats: 1 }, 500, withPass(third.pass.token));
        await roomPass(ctx, new Date(later.getTime() + 1000));
        expect(await roomOf(event.id)).toMatchObject({ soldOut: true, admittingThrough: 3, lastNumber: 4 });
        // The shared answer may be a moment old: past it, it says sold out.
        await new Promise((resolve) => setTimeout(resolve, SHARED_ANSWER_MS + 100));
        expect((await shared(event.id)).json()).toMatchObject({ soldOut: true, admittingThrough: 3 });
        const newcomer = await createUser(ctx);
        const refused = await injectAs(ctx, newcomer, {
          method: 'POST',
          url: `/api/events/${event.id}/queue`,
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Sorry, this event is sold out.' });

        const manage = await injectAs(ctx, organizer, {
          method: 'GET',
          url: `/api/events/${event.id}/queue/manage`,
        });
        expect(manage.json()).toMatchObject({
          started: true,
          soldOut: true,
          placesTaken: 4,
          passesUsed: 2,
          lastNumber: 4,
          admittingThrough: 3,
        });
      });

      test('a free event with a room books only with a pass; switched off, anyone books', async () => {
        const { event, onSaleAt, line } = await roomWithLine(5, 1);
        await ctx.db.update(events).set({ pricePaise: 0 }).where(eq(events.id, event.id));
        const free = (person: TestUser, pass?: string) =>
          injectAs(ctx, person, {
            method: 'POST',
            url: '/api/bookings/free',
            payload: { eventId: event.id, noOfSeats: 1, queuePass: pass },
          });
        const outsider = await createUser(ctx);
        expect((await free(outsider)).json().code).toBe('QUEUE_PASS_REQUIRED');
        await roomPass(ctx, new Date(onSaleAt.getTime() + 1000));
        const place = await placeOf(ctx, line[0]!, event.id);
        const booked = await free(line[0]!, place.pass.token);
        expect(booked.statusCode, booked.body).toBe(201);
        expect((await placeOf(ctx, line[0]!, event.id)).passUsed).toBe(true);
        await openRoom(ctx, organizer, event.id, onSaleAt, false);
        expect((await free(outsider)).statusCode).toBe(201);
      });
    });
  },
);
