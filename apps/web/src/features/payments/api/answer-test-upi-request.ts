import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestUpiAnswerBody, TestUpiRequest } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /payments/test/upi/{requestId}/answer: the UPI app approves (the server books the seats then) or declines.
 * 409 CONFLICT when the request no longer waits (answered, cancelled, expired); 400 for the id that never answers.
 */
export function answerTestUpiRequest(requestId: string, body: TestUpiAnswerBody): Promise<TestUpiRequest> {
  return apiClient.post<TestUpiRequest>(`/payments/test/upi/${encodeURIComponent(requestId)}/answer`, body);
}

export function useAnswerTestUpiRequestMutation(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestUpiAnswerBody) => answerTestUpiRequest(requestId, body),
    onSuccess: (answered) => queryClient.setQueryData(paymentKeys.testUpiRequest(requestId), answered),
    // Refused: show the request as it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.testUpiRequest(requestId) }),
  });
}
