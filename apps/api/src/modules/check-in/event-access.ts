import { isAdmin } from '@ticketmela/domain';
import { forbidden } from '../../lib/app-error';

/** Who is acting at the door or reading the attendee list: the signed-in user. */
export interface CheckInActor {
  id: string;
  role: string;
}

/**
 * Only the event's organizer or an admin (roles compare case-insensitively) checks tickets in and sees
 * who booked. Everyone else, attendees included, gets 403.
 */
export function assertManagesEvent(event: { organizerId: string }, actor: CheckInActor, message: string) {
  if (event.organizerId !== actor.id && !isAdmin(actor.role)) throw forbidden(message);
}
