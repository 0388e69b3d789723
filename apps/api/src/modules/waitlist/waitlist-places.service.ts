import { isPastEvent, type JoinWaitlistBodySchema } from '@ticketmela/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema/waitlist';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { endHoldNow } from '../payments/offer-holds';
import { readLineStock } from './waitlist-reads';
import { readWaitlistSettings } from './waitlist-settings';

// A person's place in a line (decision 0041): joining it, leaving it while waiting, declining an offer, and giving up
// every place when the account is closed.

type JoinWaitlistBody = z.output<typeof JoinWaitlistBodySchema>;

export const WAITLIST_CLOSED_MESSAGE = msg('The organizer has closed the waitlist for this event.');

/** Joins the line the body names; returns the new entry's id. Refused when seats can be bought now (decision 0041). */
export async function joinWaitlist(
  db: Database,
  userId: string,
  body: JoinWaitlistBody,
  now: Date,
): Promise<string> {
  const line = await readLineStock(db, body.eventId, body.categoryName ?? null);
  if (!line) throw notFound(msg('Event not found'));
  if (line.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
  if (isPastEvent(line.date, now))
    throw new AppError('EVENT_PAST', msg('This event has already taken place'));
  if (line.hasTicketCategories && !line.ticketCategoryId) {
    throw new AppError(
      'VALIDATION_ERROR',
      body.categoryName
        ? msg('There is no ticket category "{categoryName}"', { categoryName: body.categoryName })
        : msg('Choose a ticket category'),
      'categoryName',
    );
  }
  if (!line.hasTicketCategories && body.categoryName) {
    throw new AppError('VALIDATION_ERROR', msg('This event has no ticket categories'), 'categoryName');
  }
  if (!(await readWaitlistSettings(db, body.eventId)).enabled)
    throw new AppError('WAITLIST_CLOSED', WAITLIST_CLOSED_MESSAGE);
  if (line.waiting === 0 && line.available >= body.quantity) {
    throw new AppError(
      'SEATS_AVAILABLE',
      msg('These tickets are available: book them now instead of waiting.'),
    );
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
      throw new AppError('ALREADY_ON_WAITLIST', msg('You are already on the waitlist for these tickets.'));
    }
    throw error;
  }
}

async function ownEntry(db: Database, userId: string, entryId: string) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId)));
  if (!entry) throw notFound(msg('No waitlist entry found'));
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

/**
 * A closed account gives up its places, in the closing's transaction: waiting ones are left, offers declined with
 * their holds ended for the sweeper (holds first, then entries: a decline's order). Returns how many.
 */
export async function endPlacesOfPerson(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  const open = await tx
    .select({ id: waitlistEntries.id, status: waitlistEntries.status, paymentId: waitlistEntries.paymentId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
  for (const entry of open) if (entry.paymentId) await endHoldNow(tx, entry.paymentId, now);
  const ended = await tx
    .update(waitlistEntries)
    .set({
      status: sql`case when ${waitlistEntries.status} = 'offered' then 'declined' else 'left' end`,
      updatedAt: now,
    })
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .returning({ id: waitlistEntries.id });
  return ended.length;
}
