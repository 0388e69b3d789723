import type { WaitingRoom } from '@ticketmela/domain';

/**
 * The shared answer is reused for this long: 50,000 watchers cost four reads a second per process (decision 0049).
 * Behind nginx each process is asked about once a second anyway; the shorter this, the sooner an admission shows.
 */
export const SHARED_ANSWER_MS = 250;

/**
 * nginx keeps the shared answer to the end of the second it was made in (X-Accel-Expires: @<that second>, a Unix
 * time). nginx counts cache lifetimes in whole seconds: `max-age=1` lasted to the end of the next second, 1-2 s, and
 * an admission reached the people watching up to 2 s late. nginx and the API must share a clock (NTP), as the pass's
 * expiry does already; an answer that arrives expired is served stale while one request refreshes it
 * (proxy_cache_use_stale updating). Browsers and other caches go by Cache-Control (max-age=1).
 */
export const nginxExpiry = (nowMs: number) => `@${Math.floor(nowMs / 1000)}`;
/** Rooms whose answers are kept at most; past it the oldest go (an unknown id is never kept: it answers 404). */
const MOST_ROOMS = 10_000;

/**
 * The rooms' shared answers for a second, in this process. Requests that miss together share one read: when 50,000
 * browsers ask in the same second, the database is asked once.
 */
export class SharedRoomAnswers {
  private readonly answers = new Map<string, { until: number; answer: Promise<WaitingRoom | null> }>();

  constructor(private readonly ttlMs = SHARED_ANSWER_MS) {}

  get(
    eventId: string,
    read: () => Promise<WaitingRoom | null>,
    nowMs = Date.now(),
  ): Promise<WaitingRoom | null> {
    const kept = this.answers.get(eventId);
    if (kept && kept.until > nowMs) return kept.answer;
    const answer = read();
    this.answers.delete(eventId);
    if (this.answers.size >= MOST_ROOMS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(eventId, { until: nowMs + this.ttlMs, answer });
    // A failed read is not kept: the next request reads again.
    answer.then(
      (value) => {
        if (value === null) this.forget(eventId, answer);
      },
      () => this.forget(eventId, answer),
    );
    return answer;
  }

  /** After a change this process made (the organizer's setting): the next read is fresh. */
  clear(eventId: string): void {
    this.answers.delete(eventId);
  }

  private forget(eventId: string, answer: Promise<WaitingRoom | null>) {
    if (this.answers.get(eventId)?.answer === answer) this.answers.delete(eventId);
  }
}
