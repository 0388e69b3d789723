import { useMutation } from '@tanstack/react-query';
import type { TestCardConfirmBody, TestCardConfirmResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /payments/test/confirm: pays an intent of the built-in test provider with a test card. 402 PAYMENT_FAILED
 * with the card's message ('Your card was declined.', ...) and the field at fault. Exists only in test mode.
 */
export function confirmTestCard(body: TestCardConfirmBody): Promise<TestCardConfirmResponse> {
  return apiClient.post<TestCardConfirmResponse>('/payments/test/confirm', body);
}

export function useConfirmTestCardMutation() {
  return useMutation({ mutationFn: confirmTestCard });
}
