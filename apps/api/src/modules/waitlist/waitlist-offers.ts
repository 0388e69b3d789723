import { isPastEvent } from '@ticketmela/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import type { PaymentSelection } from '../../db/schema/payments';
import { waitlistEntries } from '../../db/schema/waitlist';
import { defineStatement, runStatement } from '../../db/statement';
import { lockEvent, lockTicketCategories } from '../events/event-locks';
import { takeSeats } from '../events/inventory.service';
import { queueWaitlistOfferMail } from '../mail/waitlist-mails.service';
import { holdStatusOf, insertOfferHold } from '../payments/offer-holds';
import { accountOpen } from '../users/user-fragments';
import { readWaitlistSettings } from './waitlist-settings';

// Offers (decision 0041): seats in stock go to the people waiting for them, in line order, each offer holding its
// seats in a payment row until the person buys them or the hold runs out.

const lockWaitingStatement = defineStatement<{
  id: string;
  userId: string;
  ticketCategoryId: string | null;
  quantity: number;
  acceptPartial: boolean;
}>(
  'waitlist_lock_waiting',
  ['eventId'],
  `select w.id, w.user_id as "userId", w.ticket_category_id as "ticketCategoryId", w.quantity,
    w.accept_partial as "acceptPartial"
  from waitlist_entries w
  where w.event_id = :eventId::uuid and w.status = 'waiting' and ${accountOpen('w.user_id')}
  order by w.created_at, w.id
  for update of w`,
);

/** How many seats an entry is offered out of `available`: all it asked for, fewer if it takes fewer, or none. */
export function offerSize(entry: { quantity: number; acceptPartial: boolean }, available: number): number {
  if (available >= entry.quantity) return entry.quantity;
  return entry.acceptPartial ? Math.max(0, available) : 0;
}

/**
 * Offers one event's seats in stock to its lines, in one transaction: the event's stock rows are locked first (its
 * categories by id, then the event: the order every seat writer takes them in), so a buyer's seat take, a
 * cancellation and another process's pass wait, and no seat is offered twice. Lines are walked in order; an entry
 * that does not fit keeps its place and the next one that fits is served (first fit). Each offer takes its seats
 * into a hold, marks the entry offered and queues its e-mail. Returns how many offers were made.
 */
export async function offerSeatsOfEvent(
  db: Database,
  provider: string,
  eventId: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const categories = await lockTicketCategories(tx, eventId);
    const event = await lockEvent(tx, eventId);
    if (event.cancelled || isPastEvent(event.date, now) || event.availableSeats <= 0) return 0;
    const settings = await readWaitlistSettings(tx, eventId);
    if (!settings.enabled) return 0;
    const holdExpiresAt = new Date(now.getTime() + settings.offerHours * 60 * 60_000);
    const stock = new Map(categories.map((category) => [category.id, category.availableSeats]));
    let eventStock = event.availableSeats;
    let offers = 0;
    for (const entry of await runStatement(tx, lockWaitingStatement, { eventId })) {
      if (eventStock <= 0) break;
      const category = entry.ticketCategoryId
        ? categories.find((candidate) => candidate.id === entry.ticketCategoryId)
        : undefined;
      if (entry.ticketCategoryId && !category) continue;
      const available = category ? Math.min(stock.get(category.id) ?? 0, eventStock) : eventStock;
      const seats = offerSize(entry, available);
      if (seats === 0) continue;
      const pricePaise = category ? category.pricePaise : event.pricePaise;
      const lines = category
        ? [{ ticketCategoryId: category.id, quantity: seats, pricePerTicketPaise: pricePaise }]
        : [];
      if (!(await takeSeats(tx, eventId, seats, lines))) continue;
      const selection: PaymentSelection = category
        ? {
            hasTicketCategories: true,
            items: [
              {
                ticketCategoryId: category.id,
                categoryName: category.name,
                quantity: seats,
                pricePerTicketPaise: pricePaise,
              },
            ],
          }
        : { hasTicketCategories: false, noOfSeats: seats };
      const paymentId = await insertOfferHold(tx, {
        provider,
        buyerId: entry.userId,
        eventId,
        amountPaise: seats * pricePaise,
        selection,
        holdExpiresAt,
      });
      await tx
        .update(waitlistEntries)
        .set({
          status: 'offered',
          offeredQuantity: seats,
          paymentId,
          offeredAt: now,
          offerExpiresAt: holdExpiresAt,
          updatedAt: now,
        })
        .where(eq(waitlistEntries.id, entry.id));
      await queueWaitlistOfferMail(tx, entry.id, now);
      eventStock -= seats;
      if (category) stock.set(category.id, (stock.get(category.id) ?? 0) - seats);
      offers += 1;
    }
    return offers;
  });
}

/**
 * What became of the offers out (decision 0041): an offer whose hold became a booking is converted; one whose hold
 * was released (it ran out, or was declined and settled) has expired, and its seats, back in stock, go to the next in
 * line on this pass. One statement; returns how many entries changed.
 */
export async function settleOffers(db: DbOrTx, now: Date): Promise<number> {
  const hold = holdStatusOf('"waitlist_entries"."payment_id"');
  const changed = await db
    .update(waitlistEntries)
    .set({
      status: sql`case when ${sql.raw(hold)} = 'converted' then 'converted' else 'expired' end`,
      updatedAt: now,
    })
    .where(and(eq(waitlistEntries.status, 'offered'), inArray(sql.raw(hold), ['converted', 'released'])))
    .returning({ id: waitlistEntries.id });
  return changed.length;
}
