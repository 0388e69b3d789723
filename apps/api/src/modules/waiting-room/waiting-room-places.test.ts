import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { roomWithAccounts } from '../../../test/waiting-room';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import { drawOrder } from './fair-draw';
import { drawWaitingRoom } from './waiting-room-draw';
import { joinWaitingRoom, openWaitingRoom } from './waiting-room-places.service';

// Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL (CI), where the parallel joins and draws below
// are real parallel connections.

let ctx: TestApp;
let organizerId: string;
const onSale = new Date('2026-12-01T10:00:00Z');
const before = new Date(onSale.getTime() - 60_000);
const after = new Date(onSale.getTime() + 1_000);

beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const roomWithJoiners = (count: number) => roomWithAccounts(ctx, organizerId, count, onSale, before);

async function numbersOf(eventId: string) {
  return ctx.db
    .select({ id: waitingRoomPlaces.id, userId: waitingRoomPlaces.userId, number: waitingRoomPlaces.number })
    .from(waitingRoomPlaces)
    .where(eq(waitingRoomPlaces.eventId, eventId))
    .orderBy(asc(waitingRoomPlaces.number));
}

describe('taking a place before the on-sale moment', () => {
  test('one place per account: joining again returns it; nobody has a number before the draw', async () => {
    const { eventId, users } = await roomWithJoiners(2);
    const first = await joinWaitingRoom(ctx.db, eventId, users[0]!, before);
    const again = await joinWaitingRoom(ctx.db, eventId, users[0]!, new Date(before.getTime() + 5_000));
    const other = await joinWaitingRoom(ctx.db, eventId, users[1]!, before);
    expect(again).toEqual(first);
    expect(other!.id).not.toBe(first!.id);
    expect(first!.number).toBeNull();
    expect(other!.number).toBeNull();
  });

  test('an event without an open room has no place to take', async () => {
    const event = await createEventRow(ctx, { organizerId });
    const user = await createUser(ctx);
    expect(await joinWaitingRoom(ctx.db, event.id, user.user.id, before)).toBeNull();
  });

  test('the same account joining from two devices at once gets one place', async () => {
    const { eventId, users } = await roomWithJoiners(1);
    const both = await Promise.all([
      joinWaitingRoom(ctx.db, eventId, users[0]!, before),
      joinWaitingRoom(ctx.db, eventId, users[0]!, before),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(await numbersOf(eventId)).toHaveLength(1);
  });
});

describe('the on-sale draw', () => {
  test('not before the on-sale time; then once, numbering every place 1..N in the order its kept seed replays', async () => {
    const { eventId, users } = await roomWithJoiners(12);
    for (const user of users) await joinWaitingRoom(ctx.db, eventId, user, before);
    expect(await drawWaitingRoom(ctx.db, eventId, before)).toBeNull();

    const drawn = await drawWaitingRoom(ctx.db, eventId, after);
    expect(drawn?.places).toBe(12);
    expect(await drawWaitingRoom(ctx.db, eventId, after)).toBeNull();

    const [room] = await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
    expect(room!.drawSeed).toBe(drawn!.seed);
    expect(room!.lastNumber).toBe(12);
    const numbered = await numbersOf(eventId);
    expect(numbered.map((place) => place.number)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    // An auditor with the seed and the list of places recomputes the same order.
    expect(numbered.map((place) => place.id)).toEqual(
      drawOrder(room!.drawSeed!, numbered).map((place) => place.id),
    );
  });

  test('later joiners go to the back in the order they came, and joining again keeps the number', async () => {
    const { eventId, users } = await roomWithJoiners(5);
    for (const user of users.slice(0, 3)) await joinWaitingRoom(ctx.db, eventId, user, before);
    await drawWaitingRoom(ctx.db, eventId, after);
    const fourth = await joinWaitingRoom(ctx.db, eventId, users[3]!, after);
    const fifth = await joinWaitingRoom(ctx.db, eventId, users[4]!, new Date(after.getTime() + 1_000));
    expect([fourth!.number, fifth!.number]).toEqual([4, 5]);
    expect(await joinWaitingRoom(ctx.db, eventId, users[3]!, new Date(after.getTime() + 9_000))).toEqual(
      fourth,
    );
    const early = (await numbersOf(eventId)).filter((place) => users.slice(0, 3).includes(place.userId));
    expect(early.map((place) => place.number)).toEqual([1, 2, 3]);
  });

  test('the on-sale time can move until the draw, not after it', async () => {
    const { eventId, users } = await roomWithJoiners(1);
    const later = new Date(onSale.getTime() + 3_600_000);
    await openWaitingRoom(ctx.db, eventId, later, before);
    expect(await drawWaitingRoom(ctx.db, eventId, after)).toBeNull();
    await joinWaitingRoom(ctx.db, eventId, users[0]!, before);
    expect((await drawWaitingRoom(ctx.db, eventId, new Date(later.getTime() + 1)))?.places).toBe(1);
    await openWaitingRoom(ctx.db, eventId, onSale, after);
    const [room] = await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
    expect(room!.onSaleAt).toEqual(later);
  });

  test('two processes drawing at once draw once; joins racing the draw are all numbered, none twice', async () => {
    const { eventId, users } = await roomWithJoiners(40);
    for (const user of users.slice(0, 20)) await joinWaitingRoom(ctx.db, eventId, user, before);
    const [draws] = await Promise.all([
      Promise.all([drawWaitingRoom(ctx.db, eventId, after), drawWaitingRoom(ctx.db, eventId, after)]),
      ...users.slice(20).map((user) => joinWaitingRoom(ctx.db, eventId, user, after)),
    ]);
    expect(draws.filter((draw) => draw !== null)).toHaveLength(1);
    const numbered = await numbersOf(eventId);
    expect(numbered).toHaveLength(40);
    expect(numbered.map((place) => place.number)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    const [room] = await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
    expect(room!.lastNumber).toBe(40);
  });
});
