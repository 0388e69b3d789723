import {
  type QueuePass,
  type QueuePlace,
  type QueueStanding,
  queueStanding,
  type WaitingRoom,
} from '@ticketmela/domain';

/**
 * Where the person looking at an event's waiting room stands, from the room's one shared answer, their own place
 * (signed in) and the server's clock. Everything the queue screens show follows from it.
 */
export type QueueView =
  /** The event sells without a queue. */
  | { kind: 'no-room' }
  /** Signed in: their own place is being read. */
  | { kind: 'loading' }
  /** Signed in: their own place could not be read. */
  | { kind: 'place-error' }
  /** Before the on-sale moment: the countdown, and joining (or their place taken). */
  | { kind: 'before-sale'; joined: boolean }
  /** The on-sale moment has come by the clock, and the draw is being made. */
  | { kind: 'opening'; joined: boolean }
  /** The sale is on and the person is not in line: joining puts them at the back. */
  | { kind: 'open' }
  /** The draw has happened; their number is being read. */
  | { kind: 'drawing' }
  /** In line with a number, their turn not come. */
  | { kind: 'waiting'; number: number; standing: QueueStanding }
  /** The room lets their number through; their pass is being read. */
  | { kind: 'turn-coming'; number: number }
  /** Their turn: a pass good until its expiry, for one checkout. */
  | { kind: 'admitted'; number: number | null; pass: QueuePass }
  /** Their pass made a hold (one pass, one checkout). */
  | { kind: 'pass-used' }
  /** Their turn came and went: the pass was not used in time. */
  | { kind: 'pass-lapsed' }
  /** No seat is left or held. */
  | { kind: 'sold-out' };

export type QueueViewKind = QueueView['kind'];

/** How the person's own place stands: a visitor has none to read ('none'). */
export type PlaceStatus = 'none' | 'pending' | 'error' | 'ready';

/** The pass can still be sent (the server's clock before its expiry). */
export function isLivePass(pass: QueuePass | null, serverNow: number): pass is QueuePass {
  return pass !== null && Date.parse(pass.expiresAt) > serverNow;
}

export function queueView({
  room,
  place,
  placeStatus,
  serverNow,
}: {
  room: WaitingRoom;
  place: QueuePlace | null;
  placeStatus: PlaceStatus;
  /** The server's clock now (the browser's, corrected by the room's `serverTime`). */
  serverNow: number;
}): QueueView {
  if (!room.enabled) return { kind: 'no-room' };
  if (placeStatus === 'pending') return { kind: 'loading' };
  if (placeStatus === 'error') return { kind: 'place-error' };
  const mine = placeStatus === 'ready' ? place : null;

  if (mine) {
    if (isLivePass(mine.pass, serverNow)) return { kind: 'admitted', number: mine.number, pass: mine.pass };
    if (mine.passUsed) return { kind: 'pass-used' };
  }
  if (room.soldOut) return { kind: 'sold-out' };
  if (mine && (mine.passLapsed || mine.pass !== null)) return { kind: 'pass-lapsed' };

  if (!room.started) {
    const onSaleAt = room.onSaleAt === null ? Number.NaN : Date.parse(room.onSaleAt);
    const joined = mine !== null;
    // No time set (the room cannot open by itself) counts as before the sale.
    return serverNow < onSaleAt || Number.isNaN(onSaleAt)
      ? { kind: 'before-sale', joined }
      : { kind: 'opening', joined };
  }
  if (!mine) return { kind: 'open' };
  if (mine.number === null) return { kind: 'drawing' };
  const standing = queueStanding(mine.number, room.admittingThrough, room.admittedPerMinute);
  if (standing.admitted || mine.admitted) return { kind: 'turn-coming', number: mine.number };
  return { kind: 'waiting', number: mine.number, standing };
}

/**
 * Milliseconds until the drawn room starts letting numbers through (its reveal window); 0 once it has, or before the
 * draw.
 */
export function admissionStartsIn(room: WaitingRoom, serverNow: number): number {
  if (!room.started || room.admissionStartsAt === null) return 0;
  return Math.max(0, Date.parse(room.admissionStartsAt) - serverNow);
}

/** The person's own place is behind the room's answer: it should be read again (once per change of the room). */
export function placeIsBehind(view: QueueView): boolean {
  return view.kind === 'drawing' || view.kind === 'turn-coming';
}

/** Nothing more will change for this person: the screens stop asking. */
export function isFinalView(view: QueueView): boolean {
  return view.kind === 'sold-out' || view.kind === 'pass-used' || view.kind === 'pass-lapsed';
}

/** Admission so far towards the person's number, 0 to 100 (a whole number, for the progress bar). */
export function progressTowards(number: number, admittingThrough: number): number {
  if (number <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((admittingThrough / number) * 100)));
}
