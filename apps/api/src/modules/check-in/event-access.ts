import { isAdmin } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { type Message, msg } from '../../i18n/message';
import { forbidden, notFound } from '../../lib/app-error';
import { findEventStanding } from '../events/event-lookups';

/** Who is acting at the door or reading the attendee list: the signed-in user. */
export interface CheckInActor {
  id: string;
  role: string;
}

/**
 * Only the event's organizer or an admin (roles compare case-insensitively) checks tickets in and sees
 * who booked. Everyone else, attendees included, gets 403.
 */
export function assertManagesEvent(event: { organizerId: string }, actor: CheckInActor, message: Message) {
  if (event.organizerId !== actor.id && !isAdmin(actor.role)) throw forbidden(message);
}

/** The same check for a route that needs nothing else of the event: 404 when there is none, 403 when not the actor's. */
export async function assertManagesEventById(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
  message: Message,
) {
  const event = await findEventStanding(db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, message);
}
