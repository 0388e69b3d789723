import { isAdmin, isPastEvent } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { events, ticketCategories } from '../../db/schema/events';
import { type Message, msg } from '../../i18n/message';
import { AppError, forbidden, notFound } from '../../lib/app-error';

/**
 * An event as its sale set-up (promo codes, checkout questions) needs it: who runs it, whether it still sells, and its
 * ticket categories in their order (the set-up keeps them by id, the API speaks names).
 */
export interface SaleSetupEvent {
  id: string;
  organizerId: string;
  date: Date;
  cancelled: boolean;
  hasTicketCategories: boolean;
  categories: { id: string; name: string }[];
}

/** Who is setting up the sale: the signed-in user. */
export interface SaleSetupActor {
  id: string;
  role: string;
}

/** The event with its ticket categories, in one query; 404 when there is none. */
export async function findSaleSetupEvent(db: DbOrTx, eventId: string): Promise<SaleSetupEvent> {
  const [event] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      date: events.date,
      cancelled: events.cancelled,
      hasTicketCategories: events.hasTicketCategories,
      categories: sql<{ id: string; name: string }[]>`coalesce((select json_agg(
          json_build_object('id', ${qualified(ticketCategories.id)}, 'name', ${qualified(ticketCategories.name)})
          order by ${qualified(ticketCategories.position)}, ${qualified(ticketCategories.name)})
        from ${ticketCategories} where ${qualified(ticketCategories.eventId)} = ${qualified(events.id)}), '[]'::json)`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(msg('Event not found'));
  return event;
}

/**
 * Only the event's organizer or an admin sets up its sale: 403 with `notYours` ("Only the event's organizer or an
 * admin can manage its promo codes") otherwise.
 */
export function assertRunsSale(event: SaleSetupEvent, actor: SaleSetupActor, notYours: Message): void {
  if (event.organizerId !== actor.id && !isAdmin(actor.role)) throw forbidden(notYours);
}

/** What a set-up says when categories are named that cannot be: each says what leaving them out does. */
export interface CategoryNameRefusals {
  /** The event has no ticket categories ("… leave the categories out to cover every ticket"). */
  noCategories: Message;
  /** An empty list was sent ("Choose at least one ticket category, or none to cover every ticket"). */
  noneChosen: Message;
}

/** A sale is set up only while it is still to come. */
export function assertStillSelling(event: Pick<SaleSetupEvent, 'cancelled' | 'date'>, now: Date): void {
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', msg('This event has already taken place'));
}

export const categoryNameMap = (event: SaleSetupEvent) =>
  new Map(event.categories.map((category) => [category.id, category.name]));

/**
 * The ids of the event's ticket categories named (any case), each once; null stays null (every ticket). Names the
 * event does not have, or any name on an event without categories, are refused under `field`, in the set-up's words
 * (`refusals`).
 */
export function categoryIdsOfNames(
  names: string[] | null,
  event: SaleSetupEvent,
  field: string,
  refusals: CategoryNameRefusals,
): string[] | null {
  if (names === null) return null;
  if (!event.hasTicketCategories || event.categories.length === 0)
    throw new AppError('VALIDATION_ERROR', refusals.noCategories, field);
  if (names.length === 0) throw new AppError('VALIDATION_ERROR', refusals.noneChosen, field);
  const idByName = new Map(
    event.categories.map((category) => [category.name.trim().toLowerCase(), category.id]),
  );
  const ids: string[] = [];
  for (const name of names) {
    const id = idByName.get(name.trim().toLowerCase());
    if (id === undefined)
      throw new AppError(
        'VALIDATION_ERROR',
        msg('This event has no ticket category "{name}"', { name: name.trim() }),
        field,
      );
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
