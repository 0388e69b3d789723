/**
 * The flash sale's waitlist phase (issue 28): a sold-out category of BENCH_SEATS seats, every bench buyer joins its
 * waitlist, then the seats' holders cancel (64 in flight) while two waitlist passes run side by side, as two API
 * processes' workers would (the bench APIs run no background work of their own). Prints joins/s, cancellations/s,
 * offers made per second (from the first cancellation to the last offer) and whether any seat was offered twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { bookings, payments, ticketCategories, waitlistEntries } from '../../apps/api/src/db/schema';
import { runWaitlistPass } from '../../apps/api/src/modules/waitlist/waitlist-pass';
import { buyOneTicket, inFlight, type Sale, sendJson } from './purchase-flow';

const PASS_PAUSE_MS = 100;

const subjectOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub;

export interface WaitlistFigures {
  waitlistJoinsPerSecond: number;
  waitlistCancellationsPerSecond: number;
  waitlistOffersPerSecond: number;
  waitlistOffers: number;
  /** Seats offered beyond those given back, or left unaccounted for: must be 0. */
  waitlistDoubled: number;
  waitlistFailures: number;
}

export async function waitlistPhase(
  handle: DatabaseHandle,
  sale: Sale,
  tokens: string[],
  seats: number,
  concurrency: number,
): Promise<WaitlistFigures> {
  const holders = tokens.slice(0, seats);
  let failures = 0;
  // What failed, by step and answer ("cancel 409 BOOKING_CANCELLED"), printed after the phase so a count explains itself.
  const failed = new Map<string, number>();
  const fail = (what: string) => {
    failures += 1;
    failed.set(what, (failed.get(what) ?? 0) + 1);
  };
  await inFlight(holders, concurrency, async (token) => {
    const outcome = await buyOneTicket(sale, token);
    if (outcome.kind !== 'booked') fail(outcome.kind === 'failed' ? outcome.what : outcome.kind);
  });

  const joinsStarted = performance.now();
  await inFlight(tokens, concurrency, async (token) => {
    const joined = await sendJson('POST', sale.address, '/api/waitlist', token, {
      eventId: sale.eventId,
      categoryName: sale.categoryName,
      quantity: 1,
    });
    if (joined.status !== 201) fail(`join ${joined.status} ${joined.json.code}`);
  });
  const joinsSeconds = (performance.now() - joinsStarted) / 1000;

  const held = await handle.db
    .select({ id: bookings.id, userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.eventId, sale.eventId), eq(bookings.cancelled, false)));
  const bookingOf = new Map(held.map((booking) => [booking.userId, booking.id]));
  let offers = 0;
  let lastOfferAt = 0;
  let cancelling = true;
  const passes = async () => {
    while (cancelling || offers < held.length) {
      const made = (await runWaitlistPass(handle.db, 'test', new Date())).offers;
      if (made > 0) {
        offers += made;
        lastOfferAt = performance.now();
      } else if (!cancelling) break;
      // A worker with nothing to offer waits a moment before it looks again (a server's waits WAITLIST_PASS_SECONDS).
      else await new Promise((resolve) => setTimeout(resolve, PASS_PAUSE_MS));
    }
  };
  const cancelsStarted = performance.now();
  let cancelsSeconds = 0;
  const cancels = inFlight(holders, concurrency, async (token) => {
    const bookingId = bookingOf.get(subjectOf(token));
    if (!bookingId) return fail('cancel: no booking');
    const cancelled = await sendJson('DELETE', sale.address, `/api/bookings/${bookingId}`, token);
    if (cancelled.status !== 200) fail(`cancel ${cancelled.status} ${cancelled.json.code}`);
  }).then(() => {
    cancelsSeconds = (performance.now() - cancelsStarted) / 1000;
    cancelling = false;
  });
  await Promise.all([cancels, passes(), passes()]);

  if (failed.size > 0)
    console.error(`waitlist phase failures: ${JSON.stringify(Object.fromEntries(failed))}`);

  const [stock] = await handle.db
    .select({ available: ticketCategories.availableSeats })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.eventId, sale.eventId), eq(ticketCategories.name, sale.categoryName)));
  const [offered] = await handle.db
    .select({
      entries: sql<number>`count(*)`.mapWith(Number),
      holds: sql<number>`count(distinct ${waitlistEntries.paymentId})`.mapWith(Number),
      seats: sql<number>`coalesce(sum(${waitlistEntries.offeredQuantity}), 0)`.mapWith(Number),
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, sale.eventId), eq(waitlistEntries.status, 'offered')));
  const [heldSeats] = await handle.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.eventId, sale.eventId), eq(payments.holdStatus, 'held')));
  return {
    waitlistJoinsPerSecond: tokens.length / joinsSeconds,
    waitlistCancellationsPerSecond: held.length / cancelsSeconds,
    waitlistOffersPerSecond: offers / ((lastOfferAt - cancelsStarted) / 1000),
    waitlistOffers: offers,
    waitlistDoubled:
      Math.abs(offered!.entries - offered!.holds) +
      Math.abs(offered!.seats - held.length) +
      Math.abs(heldSeats!.count - offered!.holds) +
      Math.abs(seats - offered!.seats - stock!.available),
    waitlistFailures: failures,
  };
}
