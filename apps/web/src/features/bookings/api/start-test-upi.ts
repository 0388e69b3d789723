import { useMutation } from '@tanstack/react-query';
import type { TestUpiRequest, TestUpiStartBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /payments/test/upi: asks the built-in test provider for a UPI payment of the intent. With `upiId` it is a
 * collect request to that id (400 VALIDATION_ERROR, field 'upiId', for a malformed one); without, the answer's
 * `upiUrl` is the QR's text. `success@testupi` and `failure@testupi` are answered at once. Exists only in test mode.
 */
export function startTestUpi(body: TestUpiStartBody): Promise<TestUpiRequest> {
  return apiClient.post<TestUpiRequest>('/payments/test/upi', body);
}

export function useStartTestUpiMutation() {
  return useMutation({ mutationFn: startTestUpi });
}
