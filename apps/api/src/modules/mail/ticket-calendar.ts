import { createEvent, type EventAttributes } from 'ics';
import type { BookingConfirmedPayload } from './mail-payloads';
import { venueLine } from './templates/mail-format';

/**
 * The booking as an iCalendar (RFC 5545) event for the attendee's calendar. Events have a start only, so
 * the entry has no end: calendars show it at its start time. The UID is the booking's, so importing the
 * file twice updates one entry; DTSTAMP is when the mail was queued, so every retry sends the same file.
 */
export function ticketCalendar(
  payload: BookingConfirmedPayload,
  options: { ticketUrl: string; queuedAt: Date },
): string {
  const { event } = payload;
  // The library accepts `timestamp` (DTSTAMP) and an event without end or duration (RFC 5545 3.6.1), which
  // its type declarations do not say.
  const attributes = {
    productId: 'ticketmela/mail',
    method: 'PUBLISH',
    uid: `booking-${payload.bookingId}@ticketmela`,
    timestamp: options.queuedAt.getTime(),
    start: new Date(event.date).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    title: event.title,
    location: venueLine(event),
    description: `Ticket ${payload.ticketId} (${payload.seats} ${payload.seats === 1 ? 'seat' : 'seats'}). Your ticket with its QR code: ${options.ticketUrl}`,
    url: options.ticketUrl,
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(attributes as unknown as EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
