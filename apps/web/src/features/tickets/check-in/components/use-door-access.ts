import { canManageEvent } from '@ticketmela/domain';
import type { useEventSummary } from '../api/get-event-summary';

/**
 * Whether the verify page offers the door tools (check-in count, offline list, scanner, manual entry) for the event
 * in the address: 'refused' when the event is known to be another organizer's (the server would refuse each tool),
 * 'checking' while its owner is being looked up the first time. Without an answer (offline, a failed try) the tools
 * stay: the door may be working from a list downloaded earlier, and the server still checks every call.
 */
export type DoorAccess = 'granted' | 'checking' | 'refused';

export function doorAccessFor(
  user: { _id: string; role: string },
  eventIdFromPath: string | null,
  summary: Pick<ReturnType<typeof useEventSummary>, 'data' | 'isPending' | 'fetchStatus' | 'failureCount'>,
): DoorAccess {
  // The picker offers only the events this user may check in (their own; every event to an admin).
  if (eventIdFromPath === null) return 'granted';
  if (summary.data) return canManageEvent(user, summary.data.organizerId._id) ? 'granted' : 'refused';
  const firstTry = summary.isPending && summary.fetchStatus === 'fetching' && summary.failureCount === 0;
  return firstTry ? 'checking' : 'granted';
}
