import { isAdmin, isPastEvent } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { findSaleEvent, type SaleEvent } from './promo-code-stats';

/** Who is setting up a sale: the signed-in user. */
export interface SaleActor {
  id: string;
  role: string;
}

/** The event, if the actor runs it (its organizer, or an admin): 404 when there is none, 403 when not theirs. */
export async function findManagedSaleEvent(
  db: DbOrTx,
  eventId: string,
  actor: SaleActor,
): Promise<SaleEvent> {
  const event = await findSaleEvent(db, eventId);
  if (!event) throw notFound('Event not found');
  if (event.organizerId !== actor.id && !isAdmin(actor.role))
    throw forbidden("Only the event's organizer or an admin can manage its promo codes");
  return event;
}

/** A code is set up only for a sale still to come. */
export function assertStillSelling(event: SaleEvent, now: Date): void {
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 'This event has been cancelled');
  if (isPastEvent(event.date, now)) throw new AppError('EVENT_PAST', 'This event has already taken place');
}

export const categoryNameMap = (event: SaleEvent) =>
  new Map(event.categories.map((category) => [category.id, category.name]));

/**
 * The ids of the event's ticket categories named (any case), each once; null stays null (every ticket). Names the
 * event does not have, or any name on an event without categories, are refused under `field`.
 */
export function categoryIdsOfNames(names: string[] | null, event: SaleEvent, field: string): string[] | null {
  if (names === null) return null;
  if (!event.hasTicketCategories || event.categories.length === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      'This event has no ticket categories: leave the categories out to cover every ticket',
      field,
    );
  if (names.length === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      'Choose at least one ticket category, or none to cover every ticket',
      field,
    );
  const idByName = new Map(
    event.categories.map((category) => [category.name.trim().toLowerCase(), category.id]),
  );
  const ids: string[] = [];
  for (const name of names) {
    const id = idByName.get(name.trim().toLowerCase());
    if (id === undefined)
      throw new AppError('VALIDATION_ERROR', `This event has no ticket category "${name.trim()}"`, field);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
