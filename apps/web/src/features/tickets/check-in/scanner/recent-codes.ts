/** How long a code just read is not sent again while it stays in front of the camera. */
export const REPEAT_WINDOW_MS = 5_000;

/**
 * Remembers the codes a scanner has read, so the same ticket held in front of the camera is sent once and not
 * again every second. A sighting renews the window: a code is sent again only after it has been out of view (or
 * unread) for the whole window. `forget` lets a code through at once (after a network failure, say).
 */
export function createRecentCodes(windowMs = REPEAT_WINDOW_MS, now: () => number = () => Date.now()) {
  const lastSeen = new Map<string, number>();
  return {
    /** True when `code` should be sent now; records the sighting either way. */
    admit(code: string): boolean {
      const time = now();
      for (const [known, seen] of lastSeen) if (time - seen >= windowMs) lastSeen.delete(known);
      const fresh = !lastSeen.has(code);
      lastSeen.set(code, time);
      return fresh;
    },
    forget(code: string): void {
      lastSeen.delete(code);
    },
    clear(): void {
      lastSeen.clear();
    },
  };
}

export type RecentCodes = ReturnType<typeof createRecentCodes>;
