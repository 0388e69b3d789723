import { useMutation } from '@tanstack/react-query';
import type { PurchaseOutcome } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /payments/{paymentIntentId}/cancel: gives up a payment still waiting for approval. Normally 'expired' (the
 * seats released); 'booked' when the buyer's approval reached the server first.
 */
export function cancelPayment(paymentIntentId: string): Promise<PurchaseOutcome> {
  return apiClient.post<PurchaseOutcome>(`/payments/${encodeURIComponent(paymentIntentId)}/cancel`);
}

export function useCancelPaymentMutation() {
  return useMutation({ mutationFn: cancelPayment });
}
