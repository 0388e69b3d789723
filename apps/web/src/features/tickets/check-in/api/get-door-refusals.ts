import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorRefusalsResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/** GET /bookings/event/{id}/door-refusals: admissions made offline that the server refused, latest first. */
export function getDoorRefusals(eventId: string, signal?: AbortSignal): Promise<DoorRefusalsResponse> {
  return apiClient.get<DoorRefusalsResponse>(`/bookings/event/${encodeURIComponent(eventId)}/door-refusals`, {
    signal,
  });
}

export function doorRefusalsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.doorRefusals(eventId),
    queryFn: ({ signal }) => getDoorRefusals(eventId, signal),
  });
}

export function useDoorRefusals(eventId: string | null) {
  return useQuery({ ...doorRefusalsQueryOptions(eventId ?? ''), enabled: eventId !== null });
}
