import { eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users, waitingRooms } from '../src/db/schema';
import { drawWaitingRoom } from '../src/modules/waiting-room/waiting-room-draw';
import { runWaitingRoomPass } from '../src/modules/waiting-room/waiting-room-pass';
import { openWaitingRoom } from '../src/modules/waiting-room/waiting-room-places.service';
import { createEventRow } from './factories';
import { createUser, injectAs, type TestApp, type TestUser } from './helper';

/** Turns the event's waiting room on (or off) with its on-sale time, as its organizer. */
export async function openRoom(
  ctx: TestApp,
  organizer: TestUser,
  eventId: string,
  onSaleAt: Date,
  enabled = true,
) {
  const response = await injectAs(ctx, organizer, {
    method: 'PUT',
    url: `/api/events/${eventId}/queue/settings`,
    payload: { enabled, onSaleAt: onSaleAt.toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function joinQueue(ctx: TestApp, person: TestUser, eventId: string) {
  const response = await injectAs(ctx, person, { method: 'POST', url: `/api/events/${eventId}/queue` });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json();
}

export async function placeOf(ctx: TestApp, person: TestUser, eventId: string) {
  const response = await injectAs(ctx, person, { method: 'GET', url: `/api/events/${eventId}/queue/me` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * One pass of the rooms' background work at `now` (draw when due, then admit), as a process would run it, with the
 * app's line (Redis when the app was built with REDIS_URL).
 */
export function roomPass(ctx: TestApp, now: Date, maxAdmitPerSecond = 500, revealPerSecond = 1000) {
  return runWaitingRoomPass(
    ctx.db,
    () => now,
    { maxAdmitPerSecond, intervalSeconds: 1, revealPerSecond },
    undefined,
    ctx.app.queueLine,
  );
}

/** The e-mail of `drawnRoom`'s fan number `n` of the event. */
export const fanEmail = (n: number, eventId: string) => `fan-${n}-${eventId}@example.in`;

/**
 * A room drawn just now with `people` places numbered 1..N in the order of their accounts (made in SQL: fan n is
 * `fanEmail(n)`) and `seats` seats, nobody admitted; its line where the app keeps it.
 */
export async function drawnRoom(ctx: TestApp, organizer: TestUser, seats: number, people: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    totalSeats: seats,
    pricePaise: 50_000,
  });
  await openRoom(ctx, organizer, event.id, new Date(Date.now() + 60_000));
  await ctx.db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Fan ' || n, 'fan-' || n || '-' || ${event.id} || '@example.in', 'x'
    from generate_series(1, ${people}) as n`);
  const line = ctx.app.queueLine;
  if (line.store === 'postgres') {
    await ctx.db.execute(sql`
      insert into waiting_room_places (event_id, user_id, number, joined_at)
      select ${event.id}, u.id, substring(u.email from 'fan-([0-9]+)-')::int, now()
      from users u where u.email like ${`fan-%-${event.id}@example.in`}`);
    await ctx.db
      .update(waitingRooms)
      .set({
        drawnAt: new Date(),
        admissionStartsAt: new Date(),
        drawSeed: '0'.repeat(64),
        lastNumber: people,
      })
      .where(eq(waitingRooms.eventId, event.id));
  } else {
    // Redis numbers joins after its draw in arrival order: drawn first (with nobody), then joined one by one.
    const drawnAt = new Date(Date.now() + 60_000);
    await drawWaitingRoom(ctx.db, event.id, drawnAt, { seed: '0'.repeat(64), line });
    // Drawn "now" for the admission that follows.
    await ctx.db
      .update(waitingRooms)
      .set({ drawnAt: new Date(), admissionStartsAt: new Date() })
      .where(eq(waitingRooms.eventId, event.id));
    const fans = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `fan-%-${event.id}@example.in`))
      .orderBy(sql`substring(${users.email} from 'fan-([0-9]+)-')::int`);
    for (const fan of fans) await line.join(ctx.db, event.id, fan.id, new Date());
  }
  return event;
}

/** An event of 100 seats whose room opens at `onSaleAt` (set at `now`), and `count` accounts that have not joined. */
export async function roomWithAccounts(
  ctx: TestApp,
  organizerId: string,
  count: number,
  onSaleAt: Date,
  now: Date,
) {
  const event = await createEventRow(ctx, { organizerId, totalSeats: 100 });
  await openWaitingRoom(ctx.db, event.id, onSaleAt, now);
  const users = [];
  for (let index = 0; index < count; index++) users.push((await createUser(ctx)).user.id);
  return { eventId: event.id, users };
}
