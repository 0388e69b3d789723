import { expect } from 'vitest';
import { runWaitingRoomPass } from '../src/modules/waiting-room/waiting-room-pass';
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
