import { type APIRequestContext, expect } from '@playwright/test';

// Shortcuts through the API for specs that need events read or tickets bought without the screens that do it.

/** The fields of an event the catalog specs look at (GET /api/events answers the full Event). */
export interface ApiEvent {
  _id: string;
  title: string;
  date: string;
  city: string;
  price: number;
  cancelled: boolean;
  cancelledReason: string | null;
  hasTicketCategories: boolean;
  ticketCategories: { name: string; price: number }[];
  useDefaultRefundPolicy: boolean;
  customRefundPolicy: {
    sevenDaysOrMore: number;
    oneToDays: number;
    lessThanDay: number;
    description: string | null;
  } | null;
  venue: { name: string; coordinates: { lat: number; lng: number } | null; placeId: string | null };
}

/** GET /api/events with query parameters, as the API answers it. */
export async function fetchEvents(
  request: APIRequestContext,
  query: Record<string, string | number | boolean> = {},
): Promise<ApiEvent[]> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/events${params.size > 0 ? `?${params}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiEvent[];
}

/** A booking as GET /api/bookings/user answers it (the fields the booking specs look at). */
export interface ApiBooking {
  _id: string;
  ticketId: string;
  totalAmount: number;
  qrCode: string | null;
  cancelled: boolean;
  refundStatus: string;
  refundAmount: number;
  refundId: string | null;
  eventId: { _id: string; title: string } | null;
}

export type BookingSelection =
  | { noOfSeats: number }
  | { ticketItems: { categoryName: string; quantity: number }[] };

/**
 * Books through the API the way the booking screen does, without it: prices the selection from GET /api/events/{id},
 * starts a payment (which holds the seats), pays with the 4242 test card, then creates the booking.
 */
export async function bookViaApi(
  request: APIRequestContext,
  token: string,
  eventId: string,
  selection: BookingSelection,
): Promise<ApiBooking> {
  const headers = { Authorization: `Bearer ${token}` };
  const eventResponse = await request.get(`/api/events/${eventId}`);
  expect(eventResponse.status(), await eventResponse.text()).toBe(200);
  const event = (await eventResponse.json()) as ApiEvent;
  const body =
    'ticketItems' in selection
      ? {
          eventId,
          hasTicketCategories: true,
          ticketItems: selection.ticketItems,
          amount: selection.ticketItems.reduce((sum, item) => {
            const category = event.ticketCategories.find((candidate) => candidate.name === item.categoryName);
            if (!category) throw new Error(`No ticket category ${item.categoryName} on ${event.title}`);
            return sum + category.price * item.quantity;
          }, 0),
        }
      : { eventId, noOfSeats: selection.noOfSeats, amount: event.price * selection.noOfSeats };

  const intentResponse = await request.post('/api/payments/create-payment-intent', { headers, data: body });
  expect(intentResponse.status(), await intentResponse.text()).toBe(200);
  const intent = (await intentResponse.json()) as { clientSecret: string; paymentIntentId: string };

  const paid = await request.post('/api/payments/test/confirm', {
    headers,
    data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const { amount: _amount, ...selectionBody } = body;
  const booked = await request.post('/api/bookings', {
    headers,
    data: { ...selectionBody, paymentIntentId: intent.paymentIntentId },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { booking: ApiBooking }).booking;
}
