import { useMutation } from '@tanstack/react-query';
import type { PromoCodeLookup } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * GET /events/{id}/promo-codes/lookup?code=: what a code does (anyone may ask; rate-limited per IP). 400
 * PROMO_CODE_INVALID for an unknown or switched-off code, 409 PROMO_CODE_EXPIRED or PROMO_CODE_USED_UP, 429
 * RATE_LIMITED; each with the message to show under the field.
 */
export function lookupPromoCode({
  eventId,
  code,
}: {
  eventId: string;
  code: string;
}): Promise<PromoCodeLookup> {
  return apiClient.get<PromoCodeLookup>(`/events/${encodeURIComponent(eventId)}/promo-codes/lookup`, {
    query: { code },
  });
}

export function useLookupPromoCodeMutation() {
  return useMutation({ mutationFn: lookupPromoCode });
}
