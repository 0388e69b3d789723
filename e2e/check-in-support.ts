import { type APIRequestContext, expect } from '@playwright/test';
import { bookViaApi, DEMO, DEMO_PASSWORD, loginViaApi, newPerson, registerViaApi } from './support';

/** What the door-check-in specs share: an event of the demo organizer, booked tickets, the attendee list. */

/** A fresh single-price event of the demo organizer, a week ahead. */
export async function createEvent(request: APIRequestContext, title: string) {
  const { token } = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const response = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Carnatic evening with a full orchestra; doors open an hour early.',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      categoryId: categories[0]!._id,
      city: 'Chennai',
      venue: { name: 'Music Academy', address: null, coordinates: null, placeId: null },
      hasTicketCategories: false,
      price: 400,
      totalSeats: 50,
      useDefaultRefundPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return {
    eventId: ((await response.json()) as { event: { _id: string } }).event._id,
    organizerToken: token,
  };
}

/** An attendee books `seats` seats with the test card; answers the ticket id and the signed QR text. */
export async function bookTicket(request: APIRequestContext, eventId: string, seats: number) {
  const person = newPerson('door');
  await registerViaApi(request, person);
  const { token } = await loginViaApi(request, person.email, person.password);
  const booking = await bookViaApi(request, token, eventId, { noOfSeats: seats });
  const ticket = await request.get(`/api/bookings/${booking._id}/qr`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { qrCode } = (await ticket.json()) as { qrCode: string };
  return { bookingId: booking._id, ticketId: booking.ticketId, qrCode, attendee: person };
}

export async function attendeeRow(
  request: APIRequestContext,
  token: string,
  eventId: string,
  ticketId: string,
) {
  const response = await request.get(`/api/bookings/event/${eventId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { attendees } = (await response.json()) as {
    attendees: { ticketId: string; verified: boolean; verifyMethod: string | null }[];
  };
  return attendees.find((attendee) => attendee.ticketId === ticketId);
}
