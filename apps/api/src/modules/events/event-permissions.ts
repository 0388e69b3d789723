import { type EventChangeRefusal, type EventChanger, eventEditRefusal } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';

// Who may edit or cancel an event: its organizer or an admin, never once it is cancelled (the domain's
// eventEditRefusal and eventCancelRefusal). The writes ask again under the event's row lock (event-locks.ts).

/** Who is changing an event: the signed-in user. */
export type EventActor = EventChanger;

/** Throws the refusal as the API's error (403 or 409, its message). */
export function throwIfRefused(refusal: EventChangeRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, messageOfText(refusal.message));
}

/**
 * Refuses early, before any photo is processed, an edit that cannot succeed: unknown event (404),
 * someone else's event (403), a cancelled event (409). updateEvent checks again under the row lock.
 */
export async function assertEventEditable(db: DbOrTx, eventId: string, actor: EventActor): Promise<void> {
  const [event] = await db
    .select({ organizerId: events.organizerId, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(msg('Event not found'));
  throwIfRefused(eventEditRefusal(event, actor));
}
