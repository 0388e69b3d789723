import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCodeList } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventPath, saleSetupKeys } from './keys';

/** GET /events/{id}/promo-codes (the event's organizer or an admin): the codes with what each has done. */
export function getPromoCodes(eventId: string, signal?: AbortSignal): Promise<PromoCodeList> {
  return apiClient.get<PromoCodeList>(`${eventPath(eventId)}/promo-codes`, { signal });
}

export function promoCodesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: saleSetupKeys.promoCodes(eventId),
    queryFn: ({ signal }) => getPromoCodes(eventId, signal),
    // Uses and revenue move with every sale: never shown from an old visit.
    staleTime: 0,
  });
}

export function usePromoCodes(eventId: string) {
  return useQuery(promoCodesQueryOptions(eventId));
}
