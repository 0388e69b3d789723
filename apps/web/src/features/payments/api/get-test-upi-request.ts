import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestUpiRequest } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** While a request waits, it is asked again now and then: the buyer may cancel it, or its hold run out. */
const WAITING_REFRESH_MS = 5000;

/** GET /payments/test/upi/{requestId}: a test UPI payment request, as the buyer's UPI app shows it (public). */
export function getTestUpiRequest(requestId: string, signal?: AbortSignal): Promise<TestUpiRequest> {
  return apiClient.get<TestUpiRequest>(`/payments/test/upi/${encodeURIComponent(requestId)}`, { signal });
}

export function testUpiRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: paymentKeys.testUpiRequest(requestId),
    queryFn: ({ signal }) => getTestUpiRequest(requestId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITING_REFRESH_MS : false),
  });
}

export function useTestUpiRequest(requestId: string) {
  return useQuery(testUpiRequestQueryOptions(requestId));
}
