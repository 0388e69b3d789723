import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResponse, RazorpayVerifyBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { bookingKeys } from './keys';

/**
 * POST /payments/razorpay/verify: hands the server what Razorpay Checkout answered after a payment. The server checks
 * the signature, reads the order from Razorpay and books it (201, or 200 with the same booking after). 400 when it
 * could not be verified; 409 SOLD_OUT (refunded in full) when the seats were lost meanwhile.
 */
export function verifyRazorpayPayment(body: RazorpayVerifyBody): Promise<BookingResponse> {
  return apiClient.post<BookingResponse>('/payments/razorpay/verify', body);
}

/** Verifies and books, then refreshes the bookings and the event's seats, as booking after a card payment does. */
export function useVerifyRazorpayPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRazorpayPayment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
      ]);
    },
  });
}
