/* Fixtures of the dashboard, cancellation and cancelled-bookings tests (imported by those tests only). */
import type { Booking, CancellationQuote } from '@ticketmela/domain';
import type { vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';

export const USER_ID = 'u-after-1';
const DAY = 86_400_000;

export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let sequence = 0;

export function bookingOf(
  overrides: Partial<Booking> & { title?: string; eventCancelled?: boolean } = {},
): Booking {
  sequence += 1;
  const { title = `Event ${sequence}`, eventCancelled = false, ...rest } = overrides;
  return {
    _id: `booking-${sequence}`,
    eventId: {
      _id: `event-${sequence}`,
      title,
      date: inDays(10),
      city: 'Pune',
      location: 'Mahalaxmi Lawns, Pune',
      photo: null,
      photoThumb: null,
      cancelled: eventCancelled,
    },
    userId: USER_ID,
    noOfSeats: 2,
    priceAtBooking: 750,
    totalAmount: 1500,
    ticketId: `TKT-${String(sequence).padStart(6, '0')}`,
    qrCode: `{"ticketId":"TKT-${sequence}","eventId":"event-${sequence}","sig":"abc"}`,
    verified: false,
    hasTicketCategories: false,
    ticketItems: [],
    totalQuantity: 2,
    cancelled: false,
    cancelledByUser: false,
    cancelledByEvent: false,
    cancellationDate: null,
    cancellationReason: null,
    refundStatus: 'none',
    refundAmount: 0,
    refundId: null,
    createdAt: inDays(-1),
    refundPolicy: { sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: 0 },
    dateChangedSinceBooking: false,
    paymentMethod: null,
    gstDetails: null,
    invoice: null,
    creditNotes: [],
    partialCancellations: [],
    promo: null,
    attendees: [],
    orderAnswers: [],
    ...rest,
  };
}

export const POLICY_TEXT =
  'Standard policy: 100% refund 7+ days before, 50% 1-7 days before, 0% under 24 hours';

/** The server's quote for cancelling `quantity` tickets worth `amount` at `percentage` (every ticket by default). */
export function quoteOf(
  booking: Booking,
  percentage: number,
  { quantity = booking.totalQuantity, amount = booking.totalAmount } = {},
): CancellationQuote {
  return {
    quantity,
    remainingQuantity: booking.totalQuantity - quantity,
    wholeBooking: quantity === booking.totalQuantity,
    amount,
    refund: { amount: Math.floor(amount * percentage) / 100, percentage },
    daysBeforeEvent: 10,
    refundPolicy: POLICY_TEXT,
  };
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Answers 'METHOD /path' (without /api); the profile calls of the shell are answered too. */
export function answerApi(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  handlers: Record<string, Handler>,
) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    calls.push(key);
    const handler = handlers[key];
    if (handler) return handler(init);
    if (key === 'GET /users/profile') return jsonResponse({ user: makeUser({ _id: USER_ID }) });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${key}` }, 404);
  });
  return calls;
}
