import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/*
 * An event's waiting room (decision 0049): people join before the on-sale moment, a fair draw numbers them at that
 * moment, later joiners go to the back, and the room admits numbers in order at the rate the seats allow. An admitted
 * person checks out with a signed pass (`queuePass` in the payment intent's and the free booking's bodies).
 */

/** How long an admitted person's pass stays good: unused by then, it lapses and the next person is admitted. */
export const QUEUE_PASS_MINUTES = 10;

/** A queue pass as the checkout sends it (a compact JWS). */
export const QueuePassTokenSchema = z.string().min(1).max(2000);

/**
 * GET /api/events/{id}/queue: the room's one shared answer, the same for every watcher and cached for a second. The
 * browser works out where its person stands from it and their own number (`queueStanding`).
 */
export const WaitingRoomSchema = z.object({
  /** False: the event sells without a queue (no room, or its organizer switched it off). */
  enabled: z.boolean(),
  /** When the sale opens and the places taken so far are drawn; null without a room. */
  onSaleAt: IsoDateTimeSchema.nullable(),
  /** The draw has happened: places are numbered and the room admits them in order. */
  started: z.boolean(),
  /**
   * When the room starts letting numbers through: the draw's time plus its reveal window (`revealWindowSeconds`),
   * over which each browser asks for its number once, at a random moment (`revealAskDelayMs`). Null before the draw.
   */
  admissionStartsAt: IsoDateTimeSchema.nullable(),
  /** Every number up to this one has been let through (0 before the first). */
  admittingThrough: z.number().int(),
  /** The last number given out: how many people are in line in all. */
  lastNumber: z.number().int(),
  /** Numbers let through a minute, measured over the last two minutes. */
  admittedPerMinute: z.number().int(),
  /** No seat is left or held: everyone still waiting is told at once. */
  soldOut: z.boolean(),
  /** The server's clock when this answer was made: the browser's countdown corrects its own by it. */
  serverTime: IsoDateTimeSchema,
});
export type WaitingRoom = z.infer<typeof WaitingRoomSchema>;

/** An admitted person's pass: sent with the checkout before it expires; it makes one hold. */
export const QueuePassSchema = z.object({
  token: QueuePassTokenSchema,
  expiresAt: IsoDateTimeSchema,
});
export type QueuePass = z.infer<typeof QueuePassSchema>;

/** POST /api/events/{id}/queue and GET /api/events/{id}/queue/me: the signed-in person's own place. */
export const QueuePlaceSchema = z.object({
  /** Their number in line; null until the draw for a place taken before the on-sale moment. */
  number: z.number().int().nullable(),
  joinedAt: IsoDateTimeSchema,
  /** Their turn has come (the room admits their number). */
  admitted: z.boolean(),
  /** While admitted, unused and not lapsed: the pass for the checkout. */
  pass: QueuePassSchema.nullable(),
  /** Their pass made a hold (one pass, one hold). */
  passUsed: z.boolean(),
  /** Their pass was not used in time. */
  passLapsed: z.boolean(),
});
export type QueuePlace = z.infer<typeof QueuePlaceSchema>;

/** PUT /api/events/{id}/queue/settings: the organizer (or an admin) turns the room on or off and sets the on-sale time. */
export const WaitingRoomSettingsBodySchema = z.object({
  enabled: z.boolean(),
  onSaleAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }),
});
export type WaitingRoomSettingsBody = z.infer<typeof WaitingRoomSettingsBodySchema>;

/** GET /api/events/{id}/queue/manage: the room for its organizer or an admin, with the draw's record for an audit. */
export const ManagedWaitingRoomSchema = WaitingRoomSchema.extend({
  /** When the draw happened, and its seed (hex): anyone given both and the places replays the order. */
  drawnAt: IsoDateTimeSchema.nullable(),
  drawSeed: z.string().nullable(),
  /** Places taken so far: before the draw, how many will be drawn. */
  placesTaken: z.number().int(),
  /** Passes that made a hold. */
  passesUsed: z.number().int(),
});
export type ManagedWaitingRoom = z.infer<typeof ManagedWaitingRoomSchema>;
