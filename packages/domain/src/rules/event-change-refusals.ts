import { isPastEvent } from './event-status';
import { canManageEvent, isAdmin } from './roles';

// Who may edit or cancel an event, and when (organizer-admin spec §4, §5; decision 0029): its organizer or an admin,
// never once it is cancelled; an organizer cancels only an event that has not begun, an admin any.

export const NOT_YOUR_EVENT_MESSAGE = 'You can only change your own events';
export const CANCELLED_EVENT_EDIT_MESSAGE = 'This event has been cancelled and can no longer be edited';
export const EVENT_ALREADY_CANCELLED_MESSAGE = 'This event has already been cancelled';
export const PAST_EVENT_CANCEL_MESSAGE = 'Past events cannot be cancelled';

/** Who is changing an event: the signed-in user. */
export interface EventChanger {
  id: string;
  role: string;
}

/** Why a change of an event is refused: the error code (403 or 409) and its message. */
export interface EventChangeRefusal {
  code: 'FORBIDDEN' | 'EVENT_CANCELLED' | 'EVENT_PAST';
  message: string;
}

function ownershipOrCancellationRefusal(
  event: { organizerId: string; cancelled: boolean },
  actor: EventChanger,
  cancelledMessage: string,
): EventChangeRefusal | null {
  if (!canManageEvent({ _id: actor.id, role: actor.role }, event.organizerId))
    return { code: 'FORBIDDEN', message: NOT_YOUR_EVENT_MESSAGE };
  if (event.cancelled) return { code: 'EVENT_CANCELLED', message: cancelledMessage };
  return null;
}

/** Why this actor may not edit this event, or null when they may. */
export function eventEditRefusal(
  event: { organizerId: string; cancelled: boolean },
  actor: EventChanger,
): EventChangeRefusal | null {
  return ownershipOrCancellationRefusal(event, actor, CANCELLED_EVENT_EDIT_MESSAGE);
}

/**
 * Why this actor may not cancel this event now, or null when they may. An admin may cancel one that has begun or
 * passed (whatever happened to its date, an admin can always refund everyone in full).
 */
export function eventCancelRefusal(
  event: { organizerId: string; cancelled: boolean; date: Date },
  actor: EventChanger,
  now: Date,
): EventChangeRefusal | null {
  const refusal = ownershipOrCancellationRefusal(event, actor, EVENT_ALREADY_CANCELLED_MESSAGE);
  if (refusal) return refusal;
  if (!isAdmin(actor.role) && isPastEvent(event.date, now))
    return { code: 'EVENT_PAST', message: PAST_EVENT_CANCEL_MESSAGE };
  return null;
}
