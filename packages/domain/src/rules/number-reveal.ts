/*
 * The reveal after a waiting room's draw (decision 0049). Everyone who joined before the on-sale moment learns their
 * number by asking for their own place once; 50,000 browsers asking in the same second would hold the checkout back.
 * So the room names when admission starts, a few seconds after the draw, and each browser asks at a random moment
 * before then: nobody is let through before everyone could have learned their number.
 */

/** However long the line, admission starts at most this long after the draw. */
export const REVEAL_MAX_SECONDS = 60;

/**
 * Whole seconds between the draw and the first admission: the places drawn at the rate the servers answer own-place
 * asks (WAITING_ROOM_REVEAL_PER_SECOND), at most REVEAL_MAX_SECONDS. A line the servers answer within a second has
 * none.
 */
export function revealWindowSeconds(placesDrawn: number, revealPerSecond: number): number {
  if (placesDrawn <= 0 || revealPerSecond <= 0) return 0;
  return Math.min(REVEAL_MAX_SECONDS, Math.floor(placesDrawn / revealPerSecond));
}

/** A browser's ask ends at least this long before admission starts, for a slow answer to arrive in time. */
export const REVEAL_ASK_MARGIN_MS = 2_000;

/**
 * How long a browser that has seen the draw waits before asking for its number: a random moment, evenly spread over
 * what is left of the window (less the margin); 0 when the window is over or too short.
 *
 * @param random a number in [0, 1), as Math.random gives
 */
export function revealAskDelayMs(nowMs: number, admissionStartsAtMs: number, random: number): number {
  const spread = admissionStartsAtMs - REVEAL_ASK_MARGIN_MS - nowMs;
  return spread > 0 ? Math.floor(random * spread) : 0;
}
