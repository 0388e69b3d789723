import { planSeatChange, type SeatForm, type SeatTotals, type TicketCategorySeats } from '@ticketmela/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventRow, type TicketCategoryRow, ticketCategories } from '../../db/schema/events';
import { messageOfText } from '../../i18n/known-text';
import { AppError } from '../../lib/app-error';

// An event's ticket categories written as the domain's seat rules plan them (planSeatChange, newEventSeats): the
// rules decide, this writes. Call it with the event's categories and row locked (event-locks.ts).

/** A new event's ticket categories, or a pricing mode's new ones. */
export async function insertTicketCategories(
  tx: DbOrTx,
  eventId: string,
  categories: TicketCategorySeats[],
): Promise<void> {
  await tx.insert(ticketCategories).values(categories.map((seats) => ({ eventId, ...seats })));
}

/**
 * The new price and seats of a locked event, and its ticket categories brought in line with the form,
 * never below what is sold: 409 naming the number (and the category) otherwise.
 */
export async function applySeatChanges(
  tx: DbOrTx,
  event: EventRow,
  existing: TicketCategoryRow[],
  form: SeatForm,
): Promise<SeatTotals> {
  const plan = planSeatChange(event, existing, form);
  if (plan.refusal)
    throw new AppError(plan.refusal.code, messageOfText(plan.refusal.message), plan.refusal.field);
  if (plan.removeAll) await tx.delete(ticketCategories).where(eq(ticketCategories.eventId, event.id));
  if (plan.remove.length > 0)
    await tx.delete(ticketCategories).where(inArray(ticketCategories.id, plan.remove));
  for (const update of plan.update) {
    await tx
      .update(ticketCategories)
      .set({ eventId: event.id, ...update.seats })
      .where(eq(ticketCategories.id, update.id));
  }
  if (plan.insert.length > 0) await insertTicketCategories(tx, event.id, plan.insert);
  return plan.totals;
}
