/* Test data of the waiting-room feature (imported by its tests only). */
import type { ManagedWaitingRoom, QueuePlace, WaitingRoom } from '@ticketmela/domain';

export const EVENT_ID = '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e';

const MINUTE = 60_000;

/** The room's shared answer; `serverTime` is the (possibly fake) clock's now. */
export function makeRoom(overrides: Partial<WaitingRoom> = {}): WaitingRoom {
  return {
    enabled: true,
    onSaleAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
    started: false,
    admissionStartsAt: null,
    admittingThrough: 0,
    lastNumber: 0,
    admittedPerMinute: 0,
    soldOut: false,
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

/** A place taken before the draw (no number yet). */
export function makePlace(overrides: Partial<QueuePlace> = {}): QueuePlace {
  return {
    number: null,
    joinedAt: '2026-11-20T10:00:00.000Z',
    admitted: false,
    pass: null,
    passUsed: false,
    passLapsed: false,
    ...overrides,
  };
}

/** An admitted place whose pass is good for `minutes` more from now. */
export function makeAdmitted(minutes = 10, overrides: Partial<QueuePlace> = {}): QueuePlace {
  return makePlace({
    number: 42,
    admitted: true,
    pass: { token: 'pass.token.42', expiresAt: new Date(Date.now() + minutes * MINUTE).toISOString() },
    ...overrides,
  });
}

export function makeManagedRoom(overrides: Partial<ManagedWaitingRoom> = {}): ManagedWaitingRoom {
  return {
    ...makeRoom({ enabled: false, onSaleAt: null }),
    drawnAt: null,
    drawSeed: null,
    placesTaken: 0,
    passesUsed: 0,
    ...overrides,
  };
}
