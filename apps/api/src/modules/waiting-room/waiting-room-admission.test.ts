import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { drawnRoom } from '../../../test/waiting-room';
import { waitingRoomPlaces } from '../../db/schema';
import { ADMIT_FLOOR_PER_SECOND, admitNextNumbers } from './waiting-room-admission';

let ctx: TestApp;
let organizer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});
afterAll(async () => {
  await ctx.close();
});

const TERMS = { maxAdmitPerSecond: 500, intervalSeconds: 1 };
const stamps = async (eventId: string) =>
  (
    await ctx.db
      .select({ number: waitingRoomPlaces.number, admittedAt: waitingRoomPlaces.admittedAt })
      .from(waitingRoomPlaces)
      .where(and(eq(waitingRoomPlaces.eventId, eventId), isNotNull(waitingRoomPlaces.admittedAt)))
      .orderBy(waitingRoomPlaces.number)
  ).map((place) => place.admittedAt!.getTime());

describe('admission steps', () => {
  test('a step whose clock is behind the last one admits nothing and never stamps an earlier time', async () => {
    const event = await drawnRoom(ctx, organizer, 500, 500);
    const t = Date.now();
    expect((await admitNextNumbers(ctx.db, event.id, new Date(t + 1000), TERMS))!.admitted).toBe(
      ADMIT_FLOOR_PER_SECOND,
    );
    // Another process's pass that read its clock before that step: nothing more for the same moment.
    expect((await admitNextNumbers(ctx.db, event.id, new Date(t), TERMS))!.admitted).toBe(0);
    // Half a second later: half a second's worth, stamped then.
    expect((await admitNextNumbers(ctx.db, event.id, new Date(t + 1500), TERMS))!.admitted).toBe(
      ADMIT_FLOOR_PER_SECOND / 2,
    );
    const times = await stamps(event.id);
    expect(times).toHaveLength(ADMIT_FLOOR_PER_SECOND * 1.5);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times)).toEqual(new Set([t + 1000, t + 1500]));
  });

  test('the seats bound admission: no more live passes than seats left', async () => {
    const event = await drawnRoom(ctx, organizer, 20, 100);
    const t = Date.now();
    expect((await admitNextNumbers(ctx.db, event.id, new Date(t), TERMS))!.admitted).toBe(20);
    expect((await admitNextNumbers(ctx.db, event.id, new Date(t + 5000), TERMS))!.admitted).toBe(0);
  });
});
