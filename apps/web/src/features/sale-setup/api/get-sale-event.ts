import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventPath, saleSetupKeys } from './keys';

/** GET /events/{id}: the event's title and ticket categories, which the codes and questions may be limited to. */
export function getSaleEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(eventPath(eventId), { signal });
}

export function saleEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: saleSetupKeys.event(eventId),
    queryFn: ({ signal }) => getSaleEvent(eventId, signal),
  });
}

export function useSaleEvent(eventId: string) {
  return useQuery(saleEventQueryOptions(eventId));
}
