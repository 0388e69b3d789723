import { isAdmin, plannedDateMove, seatsSold } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventRow, eventDateChanges, events } from '../../db/schema/events';
import { messageOfText } from '../../i18n/known-text';
import { AppError } from '../../lib/app-error';
import { queueEventDateChangedMails } from '../mail/event-change-mails.service';
import type { EventActor } from './event-permissions';

/**
 * The date an edit leaves the event at, and whether that is a move (decision 0029; the domain's plannedDateMove). A
 * move of an event with seats sold or held is refused (400 on `date`) into the past, and, for its organizer, earlier
 * than the notice allows.
 */
export function plannedDateChange(event: EventRow, actor: EventActor, submittedDate: string, now: Date) {
  const move = plannedDateMove({
    stored: event.date,
    submitted: new Date(submittedDate),
    hasBookings: seatsSold(event) > 0,
    byAdmin: isAdmin(actor.role),
    now,
  });
  if ('refusal' in move) throw new AppError('VALIDATION_ERROR', messageOfText(move.refusal), 'date');
  return move;
}

/**
 * Keeps a move of the date (who, from, to), marks the event's date as changed now, so every booking bought before
 * may be cancelled in full, and queues the "date changed" mail to each holder, all in the edit's transaction.
 */
export async function recordDateChange(
  tx: DbOrTx,
  event: EventRow,
  next: Date,
  actor: EventActor,
  now: Date,
) {
  const [change] = await tx
    .insert(eventDateChanges)
    .values({
      eventId: event.id,
      previousDate: event.date,
      newDate: next,
      changedBy: actor.id,
      changedAt: now,
    })
    .returning({ id: eventDateChanges.id });
  await tx.update(events).set({ dateChangedAt: now }).where(eq(events.id, event.id));
  await queueEventDateChangedMails(tx, change!.id, now);
}
