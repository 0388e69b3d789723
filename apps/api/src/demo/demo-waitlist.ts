import type { DbOrTx } from '../db/client';
import { waitlistEntries } from '../db/schema/waitlist';
import type { SeededEvent } from './demo-bookings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's waitlist (decision 0041): Ananya waits for two Royal Box seats of "Tughlaq", which Vikram's booking
 * sold out, and takes one if that is all that comes back. Signed in as Vikram, cancelling one of his Royal Box
 * tickets hands it to her within a few seconds: the offer e-mail is in the admin's outbox and on her dashboard.
 */
export async function insertDemoWaitlist(
  tx: DbOrTx,
  options: { now: Date; ananyaId: string; eventsByTitle: Map<string, SeededEvent> },
): Promise<void> {
  const event = options.eventsByTitle.get('Tughlaq: A Girish Karnad Classic');
  const royalBox = event?.categories.get('Royal Box');
  if (!event || !royalBox) throw new Error('Demo waitlist: no Royal Box of "Tughlaq"');
  const joinedAt = new Date(options.now.getTime() - 2 * DAY_MS);
  await tx.insert(waitlistEntries).values({
    eventId: event.id,
    ticketCategoryId: royalBox.id,
    userId: options.ananyaId,
    quantity: 2,
    acceptPartial: true,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
}
