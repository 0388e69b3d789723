import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ConfirmTestCardBody {
  clientSecret: string;
  /** Digits only. */
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
}

export interface ConfirmTestCardResponse {
  status: 'succeeded';
  paymentIntentId: string;
}

/**
 * POST /payments/test/confirm: pays an intent of the built-in test provider with a test card. 402 PAYMENT_FAILED
 * with the card's message ('Your card was declined.', ...) and the field at fault. Exists only in test mode.
 */
export function confirmTestCard(body: ConfirmTestCardBody): Promise<ConfirmTestCardResponse> {
  return apiClient.post<ConfirmTestCardResponse>('/payments/test/confirm', body);
}

export function useConfirmTestCardMutation() {
  return useMutation({ mutationFn: confirmTestCard });
}
