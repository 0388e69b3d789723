import { type APIRequestContext, expect } from '@playwright/test';
import { bookViaApi } from './api-shortcuts';
import { loginViaApi, newPerson, registerViaApi } from './support';

/** What the door-check-in specs share: booked tickets, the attendee list. */

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
