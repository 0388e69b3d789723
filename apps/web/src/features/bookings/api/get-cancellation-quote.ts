import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationQuote, CancelTicketsBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * POST /bookings/{id}/cancellation-quote: what cancelling those tickets now would refund, as the server counts it
 * (an empty body: the whole booking). Nothing changes on the server.
 */
export function getCancellationQuote(
  bookingId: string,
  body: CancelTicketsBody,
  signal?: AbortSignal,
): Promise<CancellationQuote> {
  return apiClient.post<CancellationQuote>(
    `/bookings/${encodeURIComponent(bookingId)}/cancellation-quote`,
    body,
    { signal },
  );
}

export function cancellationQuoteQueryOptions(bookingId: string, body: CancelTicketsBody) {
  return queryOptions({
    queryKey: bookingKeys.cancellationQuote(bookingId, body),
    queryFn: ({ signal }) => getCancellationQuote(bookingId, body, signal),
    // The refund tier depends on the time left: a quote from an earlier opening of the dialog is not reused.
    staleTime: 0,
  });
}

/** The quote for one choice of tickets; `enabled` false while nothing is chosen. */
export function useCancellationQuote(bookingId: string, body: CancelTicketsBody, enabled: boolean) {
  return useQuery({ ...cancellationQuoteQueryOptions(bookingId, body), enabled });
}
