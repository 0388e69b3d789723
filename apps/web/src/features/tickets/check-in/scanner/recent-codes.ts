/** How long a code must have been out of the camera's view before it is sent again. */
export const REPEAT_WINDOW_MS = 5_000;

/**
 * Remembers the codes a scanner has read, so the same ticket held in front of the camera is sent once and not
 * again every second. A code counts as out of view from the first frame read without it; it is sent again only
 * once it has stayed out of view for the whole window. Time with no frames read at all (a busy phone stalling the
 * page) never counts, so a ticket still held up is not sent twice. `forget` lets a code through at once (after a
 * network failure, say).
 */
export function createRecentCodes(windowMs = REPEAT_WINDOW_MS, now: () => number = () => Date.now()) {
  /** Each code read, and when a frame first missed it since (null: it is in view). */
  const leftViewAt = new Map<string, number | null>();

  function frameRead(codeInView: string | null) {
    const time = now();
    for (const [known, leftAt] of leftViewAt) {
      if (leftAt !== null && time - leftAt >= windowMs) leftViewAt.delete(known);
      else if (known !== codeInView && leftAt === null) leftViewAt.set(known, time);
    }
  }

  return {
    /** True when `code` should be sent now; records the sighting either way. */
    admit(code: string): boolean {
      frameRead(code);
      const fresh = !leftViewAt.has(code);
      leftViewAt.set(code, null);
      return fresh;
    },
    /** A frame was read and held no code. */
    noCodeInView(): void {
      frameRead(null);
    },
    forget(code: string): void {
      leftViewAt.delete(code);
    },
    clear(): void {
      leftViewAt.clear();
    },
  };
}

export type RecentCodes = ReturnType<typeof createRecentCodes>;
