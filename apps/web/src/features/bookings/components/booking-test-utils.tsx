/* Test helpers of the bookings feature (imported by the tests beside these components only). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Booking, Event, PaymentIntentResponse } from '@ticketmela/domain';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { EventBookingSidePanel } from './event-booking-side-panel';

export const EVENT_ID = '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e';

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: EVENT_ID,
    title: 'Sunburn Arena: Pune',
    description: 'An evening of music.',
    photo: null,
    photoThumb: null,
    date: '2099-03-05T14:00:00.000Z',
    city: 'Pune',
    stateCode: '27',
    price: 499,
    categoryId: { _id: 'c1', name: 'Concert' },
    venue: { name: 'Mahalaxmi Lawns', address: null, coordinates: null, placeId: null },
    totalSeats: 100,
    availableSeats: 25,
    totalBooked: 75,
    cancelled: false,
    cancelledReason: null,
    hasTicketCategories: false,
    ticketCategories: [],
    useDefaultRefundPolicy: true,
    customRefundPolicy: null,
    organizerId: { _id: 'o1', name: 'Aarav Events' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCategoryEvent(overrides: Partial<Event> = {}): Event {
  return makeEvent({
    hasTicketCategories: true,
    price: 499.5,
    availableSeats: 25,
    ticketCategories: [
      {
        _id: 'tc-vip',
        name: 'VIP',
        description: 'Front rows',
        price: 1500,
        totalSeats: 10,
        availableSeats: 5,
      },
      { _id: 'tc-gold', name: 'Gold', description: null, price: 800, totalSeats: 50, availableSeats: 20 },
      {
        _id: 'tc-silver',
        name: 'Silver',
        description: null,
        price: 499.5,
        totalSeats: 30,
        availableSeats: 0,
      },
    ],
    ...overrides,
  });
}

export function makeIntent(overrides: Partial<PaymentIntentResponse> = {}): PaymentIntentResponse {
  return {
    clientSecret: 'pi_test_1_secret_abc',
    paymentIntentId: 'pi_test_1',
    provider: 'test',
    methods: ['card'],
    amount: 3800,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b7c1d2e3-0000-4000-8000-000000000001',
    eventId: {
      _id: EVENT_ID,
      title: 'Sunburn Arena: Pune',
      date: '2099-03-05T14:00:00.000Z',
      city: 'Pune',
      location: 'Mahalaxmi Lawns',
      photo: null,
      photoThumb: null,
      cancelled: false,
    },
    userId: 'u1',
    noOfSeats: 3,
    priceAtBooking: 0,
    totalAmount: 3800,
    ticketId: 'TKT-ABC123',
    qrCode: '{"ticketId":"TKT-ABC123"}',
    verified: false,
    hasTicketCategories: true,
    ticketItems: [
      { categoryName: 'VIP', quantity: 2, pricePerTicket: 1500, subtotal: 3000 },
      { categoryName: 'Gold', quantity: 1, pricePerTicket: 800, subtotal: 800 },
    ],
    totalQuantity: 3,
    cancelled: false,
    cancelledByUser: false,
    cancelledByEvent: false,
    cancellationDate: null,
    cancellationReason: null,
    refundStatus: 'none',
    refundAmount: 0,
    refundId: null,
    createdAt: '2025-02-01T00:00:00.000Z',
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
    ...overrides,
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** A fetch stub answering 'METHOD /path' keys (the /api prefix removed); records every call with its body. */
export function stubApi(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  handlers: Record<string, Handler>,
) {
  const calls: Array<{ key: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    if (handler) return handler(body);
    // An event asks no questions at checkout unless a test says otherwise.
    if (/^GET \/events\/[^/]+\/questions$/.test(key)) return jsonResponse({ questions: [] });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${key}` }, 404);
  });
  return {
    calls,
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
    keys: () => calls.map((call) => call.key),
  };
}

/** A page the panel leads to, standing in for the real one (its text is the test's, not the app's). */
function StandIn({ text }: { text: string }) {
  return <p>{text}</p>;
}

function TicketPage() {
  const { bookingId } = useParams();
  return <StandIn text={`Ticket page ${bookingId}`} />;
}

/**
 * The side panel on /events/{id} (`search`: the address's query, '?code=COLLEGE20'), with the session, the query
 * cache, the router and the toasts.
 */
export function renderSidePanel(event: Event, search = '') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[`/events/${event._id}${search}`]}>
          <Routes>
            <Route path="/events/:id" element={<EventBookingSidePanel event={event} />} />
            <Route path="/login" element={<StandIn text="Login page" />} />
            <Route path="/register" element={<StandIn text="Register page" />} />
            <Route path="/ticket/:bookingId" element={<TicketPage />} />
            <Route path="/contact" element={<StandIn text="Contact page" />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** The names of the tickets after the first (which carries the signed-in buyer's name): 'Guest 2', 'Guest 3'... */
export async function nameOtherTickets(
  user: ReturnType<typeof userEvent.setup>,
): Promise<{ name: string }[]> {
  const tickets = await screen.findAllByRole('group', { name: /^Ticket \d+/ });
  const names = [{ name: (within(tickets[0]!).getByLabelText('Name') as HTMLInputElement).value }];
  for (const [index, ticket] of tickets.entries()) {
    if (index === 0) continue;
    const name = `Guest ${index + 1}`;
    await user.type(within(ticket).getByLabelText('Name'), name);
    names.push({ name });
  }
  return names;
}
