import { createEvent, type EventAttributes } from 'ics';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import type { BookingConfirmedPayload } from './mail-payloads';
import { venueLine } from './templates/mail-format';
import { mailLocaleOf } from './templates/mail-text';

/**
 * How long the calendar entry lasts. Events have a start only (no end in the spec's model), and an entry without
 * an end is a zero-length point that calendars draw as a sliver or drop from the day view; three hours covers a
 * concert, a show or a conference afternoon (decision 0034).
 */
export const CALENDAR_DEFAULT_DURATION_MS = 3 * 60 * 60 * 1000;

/**
 * The booking as an iCalendar (RFC 5545) event for the attendee's calendar, from the event's start for
 * CALENDAR_DEFAULT_DURATION_MS. The UID is the booking's, so importing the file twice updates one entry;
 * DTSTAMP is when the mail was queued, so every retry sends the same file. Its words are in the mail's language.
 */
export function ticketCalendar(
  payload: BookingConfirmedPayload,
  options: { ticketUrl: string; queuedAt: Date },
): string {
  const { event } = payload;
  const start = new Date(event.date).getTime();
  // The library accepts `timestamp` (DTSTAMP), which its type declarations do not say.
  const attributes = {
    productId: 'ticketmela/mail',
    method: 'PUBLISH',
    uid: `booking-${payload.bookingId}@ticketmela`,
    timestamp: options.queuedAt.getTime(),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + CALENDAR_DEFAULT_DURATION_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    location: venueLine(event),
    description: translate(
      mailLocaleOf(payload),
      msg(
        'Ticket {ticketId} ({seats, plural, one {# seat} other {# seats}}). Your ticket with its QR code: {url}',
        {
          ticketId: payload.ticketId,
          seats: payload.seats,
          url: options.ticketUrl,
        },
      ),
    ),
    url: options.ticketUrl,
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(attributes as unknown as EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
