import { isPastEvent, type JoinWaitlistBodySchema } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { waitlistEntries } from '../../db/schema/waitlist';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { endHoldNow } from '../payments/offer-holds';
import { readLineStock } from './waitlist-reads';
import { readWaitlistSettings } from './waitlist-settings';

// A person's place in a line (decision 0041): joining it, leaving it while waiting, declining an offer.

type JoinWaitlistBody = z.output<typeof JoinWaitlistBodySchema>;

export const WAITLIST_CLOSED_MESSAGE = 'The organizer has closed the waitlist for this event.';

/** Joins the line the body names; returns the new entry's id. Refused when seats can be bought now (decision 0041). */
export async function joinWaitlist(
  db: Database,
  userId: string,
  body: JoinWaitlistBody,
  now: Date,
): Promise<string> {
  const line = await readLineStock(db, body.eventId, body.categoryName ?? null);
  if (!line) throw notFound('Event not found');
  if (line.cancelled) throw new AppError('EVENT_CANCELLED', 'This event has been cancelled');
  if (isPastEvent(line.date, now)) throw new AppError('EVENT_PAST', 'This event has already taken place');
  if (line.hasTicketCategories && !line.ticketCategoryId) {
    throw new AppError(
      'VALIDATION_ERROR',
      body.categoryName ? `There is no ticket category "${body.categoryName}"` : 'Choose a ticket category',
      'categoryName',
    );
  }
  if (!line.hasTicketCategories && body.categoryName) {
    throw new AppError('VALIDATION_ERROR', 'This event has no ticket categories', 'categoryName');
  }
  if (!(await readWaitlistSettings(db, body.eventId)).enabled)
    throw new AppError('WAITLIST_CLOSED', WAITLIST_CLOSED_MESSAGE);
  if (line.waiting === 0 && line.available >= body.quantity) {
    throw new AppError('SEATS_AVAILABLE', 'These tickets are available: book them now instead of waiting.');
  }
  try {
    const [entry] = await db
      .insert(waitlistEntries)
      .values({
        eventId: body.eventId,
        ticketCategoryId: line.ticketCategoryId,
        userId,
        quantity: body.quantity,
        acceptPartial: body.acceptPartial,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: waitlistEntries.id });
    return entry!.id;
  } catch (error) {
    if (uniqueViolation(error) === 'waitlist_entries_one_active') {
      throw new AppError('ALREADY_ON_WAITLIST', 'You are already on the waitlist for these tickets.');
    }
    throw error;
  }
}

async function ownEntry(db: Database, userId: string, entryId: string) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId)));
  if (!entry) throw notFound('No waitlist entry found');
  return entry;
}

/**
 * Leaves the line (waiting -> left) or declines the offer (offered -> declined): its hold ends now and the hold
 * sweeper settles it as any hold that ran out, so a payment already made is booked or refunded, never lost. Any other
 * state is answered as it is. An offer made while this ran is declined (the update saw 'waiting' no more).
 */
export async function leaveWaitlist(db: Database, userId: string, entryId: string, now: Date): Promise<void> {
  const entry = await ownEntry(db, userId, entryId);
  if (entry.status === 'waiting') {
    const [left] = await db
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: now })
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id });
    if (left) return;
    return leaveWaitlist(db, userId, entryId, now);
  }
  if (entry.status !== 'offered' || !entry.paymentId) return;
  const paymentId = entry.paymentId;
  await db.transaction(async (tx) => {
    // The hold first, then the entry: the order the pass's closing takes them in.
    await endHoldNow(tx, paymentId, now);
    await tx
      .update(waitlistEntries)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'offered')));
  });
}
