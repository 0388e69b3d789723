import { isAdmin, isPastEvent } from '@ticketmela/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { events, ticketCategories } from '../../db/schema/events';
import { AppError, forbidden, notFound } from '../../lib/app-error';

/*
 * A read model (apps/api/architecture.json): the event whose questions are read or written, with its ticket
 * categories (the questions keep them by id, the API speaks names), in one query.
 */

/** A column with its table's name: a select from one table leaves its columns bare, which a subquery would misread. */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export interface QuestionEvent {
  id: string;
  organizerId: string;
  date: Date;
  cancelled: boolean;
  hasTicketCategories: boolean;
  categories: { id: string; name: string }[];
}

/** Who is writing the questions: the signed-in user. */
export interface QuestionActor {
  id: string;
  role: string;
}

/** The event with its ticket categories in their order; 404 when there is none. */
export async function findQuestionEvent(db: DbOrTx, eventId: string): Promise<QuestionEvent> {
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
  if (!event) throw notFound('Event not found');
  return event;
}

/** Only the event's organizer or an admin writes its questions, and only for a sale still to come. */
export function assertWritesQuestions(event: QuestionEvent, actor: QuestionActor, now: Date): void {
  if (event.organizerId !== actor.id && !isAdmin(actor.role))
    throw forbidden("Only the event's organizer or an admin can change its checkout questions");
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 'This event has been cancelled');
  if (isPastEvent(event.date, now)) throw new AppError('EVENT_PAST', 'This event has already taken place');
}

export const categoryNameMap = (event: QuestionEvent) =>
  new Map(event.categories.map((category) => [category.id, category.name]));

/**
 * The ids of the event's ticket categories named (any case), each once; null stays null (every ticket). Names the
 * event does not have, or any name on an event without categories, are refused under `field`.
 */
export function categoryIdsOfNames(
  names: string[] | null,
  event: QuestionEvent,
  field: string,
): string[] | null {
  if (names === null) return null;
  if (!event.hasTicketCategories || event.categories.length === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      'This event has no ticket categories: leave the categories out to ask every ticket',
      field,
    );
  if (names.length === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      'Choose at least one ticket category, or none to ask every ticket',
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
