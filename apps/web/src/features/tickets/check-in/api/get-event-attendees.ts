import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventAttendeesResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/** GET /bookings/event/{id}: the attendee list with booking statistics (organizer of the event or admin). */
export function getEventAttendees(eventId: string, signal?: AbortSignal): Promise<EventAttendeesResponse> {
  return apiClient.get<EventAttendeesResponse>(`/bookings/event/${encodeURIComponent(eventId)}`, { signal });
}

export function eventAttendeesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.attendees(eventId),
    queryFn: ({ signal }) => getEventAttendees(eventId, signal),
    staleTime: 0,
  });
}

export function useEventAttendees(eventId: string) {
  return useQuery(eventAttendeesQueryOptions(eventId));
}
