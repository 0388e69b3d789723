import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { waitingRooms } from '../src/db/schema';
import { runWaitingRoomPass } from '../src/modules/waiting-room/waiting-room-pass';
import { createEventRow } from './factories';
import { injectAs, type TestApp, type TestUser } from './helper';

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

/** One pass of the rooms' background work at `now` (draw when due, then admit), as a process would run it. */
export function roomPass(ctx: TestApp, now: Date, maxAdmitPerSecond = 500) {
  return runWaitingRoomPass(ctx.db, now, { maxAdmitPerSecond, intervalSeconds: 1 });
}

/** A room drawn just now with `people` numbered places (accounts made in SQL) and `seats` seats, nobody admitted. */
export async function drawnRoom(ctx: TestApp, organizer: TestUser, seats: number, people: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    totalSeats: seats,
    pricePaise: 50_000,
  });
  await openRoom(ctx, organizer, event.id, new Date(Date.now() + 60_000));
  await ctx.db.execute(sql`
    with fans as (
      insert into users (name, email, password_hash)
      select 'Fan ' || n, 'fan-' || n || '-' || ${event.id} || '@example.in', 'x'
      from generate_series(1, ${people}) as n returning id
    )
    insert into waiting_room_places (event_id, user_id, number, joined_at)
    select ${event.id}, id, row_number() over (order by id), now() from fans`);
  await ctx.db
    .update(waitingRooms)
    .set({ drawnAt: new Date(), drawSeed: '0'.repeat(64), lastNumber: people })
    .where(eq(waitingRooms.eventId, event.id));
  return event;
}
