import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventAttendeesResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/**
 * GET /bookings/event/{id}: a page of the attendee list, newest first, with the whole event's booking statistics
 * (organizer of the event or admin). `cursor` is the previous page's nextCursor.
 */
export function getEventAttendees(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<EventAttendeesResponse> {
  return apiClient.get<EventAttendeesResponse>(`/bookings/event/${encodeURIComponent(eventId)}`, {
    query: cursor ? { cursor } : {},
    signal,
  });
}

export function eventAttendeesQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.attendees(eventId),
    queryFn: ({ pageParam, signal }) => getEventAttendees(eventId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useEventAttendees(eventId: string) {
  return useInfiniteQuery(eventAttendeesQueryOptions(eventId));
}
