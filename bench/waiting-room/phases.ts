/**
 * The waiting-room bench's phases, each through nginx: the joiners (paced, a bounded number in flight), the position
 * readers (autocannon on the shared answer), the sale with the room (a poller on the shared answer; each newly
 * admitted number's owner asks for their pass and buys) and the same sale without the room (buyer.ts's rush).
 */
import autocannon from 'autocannon';
import { buy, call, gatewayErrors, inFlight, type Purchase } from '../../apps/api/test/scale-out/buyer';
import { send, sleep, Tally } from './send';

const queuePath = (eventId: string) => `/api/events/${eventId}/queue`;

/** How a reply is counted: 2xx and 5xx by status, 4xx by status and code, 0 as no answer. */
function statusKey(status: number, json: Record<string, unknown>): string {
  if (status === 0) return 'no answer';
  if (status >= 400 && status < 500) return `${status} ${json.code ?? ''}`.trim();
  return String(status);
}

export interface JoinFigures {
  statuses: Tally;
  /** Each join's time from sending to its answer, ms. */
  latencies: Float64Array;
  seconds: number;
  /** The most a join was sent after its turn in the pacing (the server or this generator could not keep up), ms. */
  mostBehindMs: number;
}

/** Every token joins the event's room once, the i-th sent at `i * seconds / count`, at most `limit` in flight. */
export async function joinAll(
  address: string,
  eventId: string,
  tokens: string[],
  options: { seconds: number; limit: number },
): Promise<JoinFigures> {
  const statuses = new Tally();
  const latencies = new Float64Array(tokens.length);
  const spacingMs = (options.seconds * 1000) / tokens.length;
  let mostBehindMs = 0;
  const started = performance.now();
  await inFlight(tokens, options.limit, async (token, index) => {
    const due = started + index * spacingMs;
    const early = due - performance.now();
    if (early > 1) await sleep(early);
    else mostBehindMs = Math.max(mostBehindMs, -early);
    const reply = await send(address, 'POST', queuePath(eventId), token);
    latencies[index] = reply.ms;
    statuses.add(statusKey(reply.status, reply.json));
  });
  return { statuses, latencies, seconds: (performance.now() - started) / 1000, mostBehindMs };
}

export interface OwnPlaceFigures {
  statuses: Tally;
  /** Each ask's time from sending to its answer, ms (by token index). */
  latencies: Float64Array;
  /** Date.now() when each ask's answer (or its failure) arrived (by token index). */
  answeredAt: Float64Array;
  /** 200 answers that carried a number. */
  numbered: number;
  /** From `since` (or the call) to the last answer, s. */
  seconds: number;
  /** The most an ask was sent after its moment in the schedule (the server or this generator fell behind), ms. */
  mostBehindMs: number;
}

/**
 * Every token asks for its own place once (GET /queue/me), at most `limit` in flight: what every browser on the queue
 * asks when the shared answer shows the draw (its number) and when its number is let through (its pass). With
 * `delaysMs`, the i-th token's ask is sent that many ms after `since` (a performance.now() moment; the call when
 * omitted), the asks going out in the order of their moments; without, all at once.
 */
export async function askOwnPlaces(
  address: string,
  eventId: string,
  tokens: string[],
  options: { limit: number; delaysMs?: ArrayLike<number>; since?: number },
): Promise<OwnPlaceFigures> {
  const { delaysMs } = options;
  const statuses = new Tally();
  const latencies = new Float64Array(tokens.length);
  const answeredAt = new Float64Array(tokens.length);
  const order = tokens.map((_, index) => index);
  if (delaysMs) order.sort((a, b) => delaysMs[a]! - delaysMs[b]!);
  let numbered = 0;
  let mostBehindMs = 0;
  const started = options.since ?? performance.now();
  await inFlight(order, options.limit, async (index) => {
    if (delaysMs) {
      const early = started + delaysMs[index]! - performance.now();
      if (early > 1) await sleep(early);
      else mostBehindMs = Math.max(mostBehindMs, -early);
    }
    const reply = await send(address, 'GET', `${queuePath(eventId)}/me`, tokens[index]!);
    answeredAt[index] = Date.now();
    latencies[index] = reply.ms;
    statuses.add(statusKey(reply.status, reply.json));
    if (reply.status === 200 && typeof reply.json.number === 'number') numbered += 1;
  });
  return {
    statuses,
    latencies,
    answeredAt,
    numbered,
    seconds: (performance.now() - started) / 1000,
    mostBehindMs,
  };
}

export interface ReadFigures {
  answered: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Tally;
  /** nginx's X-Queue-Cache on each answer (HIT, MISS, EXPIRED, UPDATING; '-' without it, straight to an API). */
  cache: Tally;
}

/** `connections` readers ask for the room's shared answer back to back for `seconds`. */
export async function hammerReads(
  address: string,
  eventId: string,
  options: { seconds: number; connections: number },
): Promise<ReadFigures> {
  const cache = new Tally();
  const unanswered = new Tally();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: address,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: 'GET',
            path: queuePath(eventId),
            onResponse: (_status, _body, _context, headers) => {
              const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'x-queue-cache');
              cache.add(name ? String(headers?.[name]) : '-');
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error: Error & { code?: string }) =>
      unanswered.add(`no answer (${error.code ?? error.message})`),
    );
  });
  const statuses = new Tally();
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses.add(status, Number(count ?? 0));
  for (const [why, count] of unanswered.counts) statuses.add(why, count);
  const answered = result.requests.total;
  return {
    answered,
    perSecond: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    cache,
  };
}

export interface SaleFigures {
  bookings: number;
  /** Date.now() of the last booking's answer (0: none). */
  lastBookingAt: number;
  /** Date.now() of every booking's answer, in order. */
  bookedAt: number[];
  outcomes: Tally;
  /** Every answer of the poller, the passes and the purchases that was a 5xx (retried ones included). */
  serverErrors: number;
}

/** A purchase's outcome as a key; failures keep their step, status and code. */
const outcomeKey = (purchase: Purchase) =>
  purchase.kind === 'failed' ? `failed: ${purchase.what}` : purchase.kind;
const isServerFailure = (purchase: Purchase) => purchase.kind === 'failed' && / 5\d\d\b/.test(purchase.what);

export interface RoomSaleFigures extends SaleFigures {
  /** Date.now() when the poller first saw a number admitted, and when it saw the room sold out (0: never). */
  firstSeenAt: number;
  /** Date.now() when the first admitted buyer, pass in hand, sent their hold: the checkout's work begins (0: never). */
  checkoutStartedAt: number;
  soldOutSeenAt: number;
  polls: number;
  /** The highest number the shared answer said was admitted. */
  admittingThrough: number;
  /** Why the sale's loop ended. */
  ended: 'sold out' | 'line exhausted' | 'stalled';
}

/**
 * The sale with the room: one poller reads the shared answer every `pollMs`; each number newly admitted is handed to
 * its owner, who asks for their own place (GET /queue/me, the pass) and buys one seat with the pass, at most
 * `concurrency` buyers at a time. Ends when the room says sold out and every buyer is done, when every number in line
 * was admitted and done, or after `stallSeconds` without an admission or a booking, counted from the start of the
 * loop or, once the shared answer names it, from the room's admission start (after the draw's reveal window, up to
 * 60 s, nothing is admitted: that wait is not a stall).
 */
export async function saleWithRoom(options: {
  address: string;
  sale: { eventId: string; seats: number; amount: number };
  ownerOf: (number: number) => Promise<string | undefined>;
  concurrency: number;
  pollMs: number;
  stallSeconds: number;
}): Promise<RoomSaleFigures> {
  const { address, sale } = options;
  const gatewayBefore = gatewayErrors.count;
  const outcomes = new Tally();
  const line: number[] = [];
  let taken = 0;
  let active = 0;
  let bookings = 0;
  let lastBookingAt = 0;
  const bookedAt: number[] = [];
  let serverErrors = 0;
  let checkoutStartedAt = 0;
  let stopped = false;
  let progressAt = Date.now();
  let waiting: (() => void)[] = [];
  const wakeAll = () => {
    const sleepers = waiting;
    waiting = [];
    for (const wake of sleepers) wake();
  };

  const buyOne = async (number: number) => {
    const token = await options.ownerOf(number);
    if (!token) return outcomes.add('no owner for the number');
    const me = await call(address, 'GET', `${queuePath(sale.eventId)}/me`, token);
    if (me.status >= 500) serverErrors += 1;
    const pass = (me.json.pass as { token?: string } | null | undefined)?.token;
    if (me.status !== 200 || !pass) {
      const why = me.json.passUsed
        ? 'used'
        : me.json.passLapsed
          ? 'lapsed'
          : me.json.admitted
            ? '?'
            : 'not admitted';
      return outcomes.add(`no pass (${me.status}, ${why})`);
    }
    checkoutStartedAt ||= Date.now();
    const purchase = await buy(address, token, { ...sale, queuePass: pass });
    outcomes.add(outcomeKey(purchase));
    if (isServerFailure(purchase)) serverErrors += 1;
    if (purchase.kind === 'booked') {
      bookings += 1;
      lastBookingAt = Date.now();
      bookedAt.push(lastBookingAt);
      progressAt = lastBookingAt;
    }
  };

  const workers = Array.from({ length: options.concurrency }, async () => {
    for (;;) {
      if (taken < line.length) {
        const number = line[taken++]!;
        active += 1;
        await buyOne(number).finally(() => {
          active -= 1;
        });
        continue;
      }
      if (stopped) return;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  });

  let admittingThrough = 0;
  let firstSeenAt = 0;
  let soldOutSeenAt = 0;
  let polls = 0;
  let ended: RoomSaleFigures['ended'] = 'stalled';
  for (;;) {
    const reply = await send(address, 'GET', queuePath(sale.eventId), null);
    polls += 1;
    if (reply.status >= 500) serverErrors += 1;
    if (reply.status === 200) {
      const room = reply.json as {
        admissionStartsAt: string | null;
        admittingThrough: number;
        lastNumber: number;
        soldOut: boolean;
      };
      // No admission is due before the room's admission start: the stall timer starts there at the earliest.
      if (room.admissionStartsAt) progressAt = Math.max(progressAt, Date.parse(room.admissionStartsAt));
      if (room.admittingThrough > admittingThrough) {
        if (!firstSeenAt) firstSeenAt = Date.now();
        for (let number = admittingThrough + 1; number <= room.admittingThrough; number++) line.push(number);
        admittingThrough = room.admittingThrough;
        progressAt = Date.now();
        wakeAll();
      }
      const idle = taken >= line.length && active === 0;
      if (room.soldOut && !soldOutSeenAt) soldOutSeenAt = Date.now();
      if (room.soldOut && idle) {
        ended = 'sold out';
        break;
      }
      if (room.lastNumber > 0 && admittingThrough >= room.lastNumber && idle) {
        ended = 'line exhausted';
        break;
      }
    }
    if (Date.now() - progressAt > options.stallSeconds * 1000) break;
    await sleep(options.pollMs);
  }
  stopped = true;
  wakeAll();
  await Promise.all(workers);
  return {
    bookings,
    lastBookingAt,
    bookedAt,
    outcomes,
    serverErrors: serverErrors + gatewayErrors.count - gatewayBefore,
    firstSeenAt,
    checkoutStartedAt,
    soldOutSeenAt,
    polls,
    admittingThrough,
    ended,
  };
}

/** The same seats without the room: `tokens` rush the hold, `concurrency` in flight, as bench/scale-out.ts does. */
export async function saleWithoutRoom(options: {
  address: string;
  sale: { eventId: string; seats: number; amount: number };
  tokens: string[];
  concurrency: number;
}): Promise<SaleFigures & { startedAt: number }> {
  const gatewayBefore = gatewayErrors.count;
  const outcomes = new Tally();
  let bookings = 0;
  let lastBookingAt = 0;
  const bookedAt: number[] = [];
  let serverErrors = 0;
  const startedAt = Date.now();
  await inFlight(options.tokens, options.concurrency, async (token) => {
    const purchase = await buy(options.address, token, options.sale);
    outcomes.add(outcomeKey(purchase));
    if (isServerFailure(purchase)) serverErrors += 1;
    if (purchase.kind === 'booked') {
      bookings += 1;
      lastBookingAt = Date.now();
      bookedAt.push(lastBookingAt);
    }
  });
  return {
    bookings,
    lastBookingAt,
    bookedAt,
    outcomes,
    serverErrors: serverErrors + gatewayErrors.count - gatewayBefore,
    startedAt,
  };
}
