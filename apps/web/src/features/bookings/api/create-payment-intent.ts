import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentBody, PaymentIntentResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /payments/create-payment-intent: holds the selected seats and starts a card payment. The server prices
 * the selection itself and refuses an `amount` (rupees) that differs (400 AMOUNT_MISMATCH); 409 SOLD_OUT,
 * EVENT_PAST or EVENT_CANCELLED when it cannot be booked.
 */
export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<PaymentIntentResponse> {
  return apiClient.post<PaymentIntentResponse>('/payments/create-payment-intent', body);
}

export function useCreatePaymentIntentMutation() {
  return useMutation({ mutationFn: createPaymentIntent });
}
