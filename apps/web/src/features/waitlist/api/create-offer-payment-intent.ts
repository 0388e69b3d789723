import type { OfferCheckoutBody, PaymentIntentResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /waitlist/{id}/payment-intent: starts the payment of the seats an offer holds (the seats and their price are
 * the offer's); from there the purchase is paid and booked like any checkout.
 */
export function createOfferPaymentIntent(
  entryId: string,
  body: OfferCheckoutBody = {},
): Promise<PaymentIntentResponse> {
  return apiClient.post<PaymentIntentResponse>(
    `/waitlist/${encodeURIComponent(entryId)}/payment-intent`,
    body,
  );
}
