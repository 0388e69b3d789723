import type { QueuedMail } from './mail-payloads';
import { formatIndiaInstant } from './templates/mail-format';

/** The ticket mail's subject. */
export function bookingConfirmedSubject(title: string, ticketId: string): string {
  return `Your ticket for ${title} (${ticketId})`;
}

/** An attendee's own ticket mail's subject (decision 0042). */
export function attendeeTicketSubject(title: string, buyerName: string): string {
  return `Your ticket for ${title}, booked by ${buyerName}`;
}

/** The subject line of a mail, from its facts (stored on the outbox row, so lists need no rendering). */
export function mailSubject(mail: QueuedMail): string {
  switch (mail.kind) {
    case 'booking_confirmed':
      return bookingConfirmedSubject(mail.payload.event.title, mail.payload.ticketId);
    case 'booking_cancelled':
      return `Booking cancelled: ${mail.payload.event.title} (${mail.payload.ticketId})`;
    case 'refund_failed':
      return `Your refund for ${mail.payload.event.title} did not go through yet`;
    case 'event_cancelled':
      // Free tickets have nothing to refund: the subject promises only what the mail's body says.
      return mail.payload.bookings.some((booking) => booking.refundAmountPaise > 0)
        ? `Event cancelled: ${mail.payload.event.title}. Your full refund is on its way`
        : `Event cancelled: ${mail.payload.event.title}`;
    case 'event_date_changed':
      return `New date for ${mail.payload.event.title}: you may keep your tickets or cancel for a full refund`;
    case 'inquiry_received':
      return `New inquiry about ${mail.payload.event.title}: ${mail.payload.subject}`;
    case 'contact_received':
      return `We received your message: ${mail.payload.subject}`;
    case 'email_changed':
      return 'The e-mail address of your TicketMela account was changed';
    case 'registration_attempt':
      return 'Someone tried to create a TicketMela account with your details';
    case 'payment_refunded':
      return `Your payment for ${mail.payload.event.title} was refunded in full`;
    case 'waitlist_offer':
      return `Tickets for ${mail.payload.event.title} are held for you: buy them by ${formatIndiaInstant(mail.payload.expiresAt)}`;
    case 'waitlist_closed':
      return mail.payload.reason === 'event_cancelled'
        ? `Event cancelled: ${mail.payload.event.title}. Its waitlist is closed`
        : `The waitlist for ${mail.payload.event.title} is closed`;
    case 'attendee_ticket':
      return attendeeTicketSubject(mail.payload.event.title, mail.payload.buyerName);
    case 'tickets_cancelled':
      return `Tickets cancelled: ${mail.payload.seatsLeft} still booked for ${mail.payload.event.title} (${mail.payload.ticketId})`;
  }
}
