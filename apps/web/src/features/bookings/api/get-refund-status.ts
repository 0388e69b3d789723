import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundStatusResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * GET /bookings/{id}/refund-status: where the refund of one of my bookings stands. Asking about a failed refund
 * sends it again, so it is used as an action ('Check Refund Status'), not as a cached query.
 */
export function getRefundStatus(bookingId: string): Promise<RefundStatusResponse> {
  return apiClient.get<RefundStatusResponse>(`/bookings/${encodeURIComponent(bookingId)}/refund-status`);
}

/** Checks a refund; the booking lists are refreshed afterwards, since the answer may be newer than they are. */
export function useRefundStatusCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getRefundStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
