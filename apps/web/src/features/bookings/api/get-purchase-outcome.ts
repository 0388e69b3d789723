import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseOutcome } from '@ticketmela/domain';
import { apiClient, isApiError } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** How often the waiting screen asks while the buyer approves in their UPI app. */
export const OUTCOME_POLL_MS = 2000;

/** GET /payments/{paymentIntentId}/outcome: where a purchase stands (waiting, booked, failed, expired, refunded). */
export function getPurchaseOutcome(paymentIntentId: string, signal?: AbortSignal): Promise<PurchaseOutcome> {
  return apiClient.get<PurchaseOutcome>(`/payments/${encodeURIComponent(paymentIntentId)}/outcome`, {
    signal,
  });
}

export function isFinalOutcome(outcome: PurchaseOutcome | undefined): boolean {
  return outcome !== undefined && outcome.status !== 'waiting';
}

/** The server no longer knows this payment (or it is not this buyer's): nothing more will come of asking. */
export function isUnknownPayment(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 404;
}

export function purchaseOutcomeQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: bookingKeys.outcome(paymentIntentId),
    queryFn: ({ signal }) => getPurchaseOutcome(paymentIntentId, signal),
    // Polled until it is final; a failed poll (a network blip) is simply asked again at the next tick.
    refetchInterval: (query) =>
      isFinalOutcome(query.state.data) || isUnknownPayment(query.state.error) ? false : OUTCOME_POLL_MS,
    retry: (failures, error) => !isUnknownPayment(error) && failures < 3,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function usePurchaseOutcome(paymentIntentId: string) {
  return useQuery(purchaseOutcomeQueryOptions(paymentIntentId));
}
