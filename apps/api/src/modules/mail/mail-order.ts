import type { QueuedMail } from './mail-payloads';

/** The order key of the mails about one's tickets to an event (TICKET_MAIL_CTE writes the same for the ticket). */
export const eventOrderKey = (eventId: string) => `event:${eventId}`;

/**
 * Which mails must reach their recipient in the order they were queued: everything about their tickets to one
 * event (the ticket, its cancellation or some of its tickets', a failed refund, the event's cancellation or new date, a payment refunded
 * without a booking, an attendee's own ticket), so a retried ticket is never overtaken by the news that it is cancelled. Other mails have no
 * order to keep.
 */
export function mailOrderKey(mail: QueuedMail): string | null {
  switch (mail.kind) {
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'refund_failed':
    case 'event_cancelled':
    case 'event_date_changed':
    case 'payment_refunded':
    case 'waitlist_offer':
    case 'waitlist_closed':
    case 'tickets_cancelled':
    case 'attendee_ticket':
      return eventOrderKey(mail.payload.event.id);
    case 'inquiry_received':
    case 'contact_received':
    case 'email_changed':
    case 'registration_attempt':
      return null;
  }
}
