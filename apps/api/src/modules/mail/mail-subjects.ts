import type { Locale } from '@ticketmela/domain';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import type { QueuedMail } from './mail-payloads';
import { contactSubjectText, formatIndiaInstant } from './templates/mail-format';
import { mailLocaleOf } from './templates/mail-text';

/** The ticket mail's subject. */
export function bookingConfirmedSubject(title: string, ticketId: string, locale: Locale): string {
  return translate(locale, msg('Your ticket for {title} ({ticketId})', { title, ticketId }));
}

/** An attendee's own ticket mail's subject (decision 0042). */
export function attendeeTicketSubject(title: string, buyerName: string, locale: Locale): string {
  return translate(locale, msg('Your ticket for {title}, booked by {buyerName}', { title, buyerName }));
}

/** The subject line of a mail, from its facts, in its language (stored on the outbox row, so lists need no rendering). */
export function mailSubject(mail: QueuedMail): string {
  const locale = mailLocaleOf(mail.payload);
  const t = (message: Parameters<typeof translate>[1]) => translate(locale, message);
  switch (mail.kind) {
    case 'booking_confirmed':
      return bookingConfirmedSubject(mail.payload.event.title, mail.payload.ticketId, locale);
    case 'booking_cancelled':
      return t(
        msg('Booking cancelled: {title} ({ticketId})', {
          title: mail.payload.event.title,
          ticketId: mail.payload.ticketId,
        }),
      );
    case 'refund_failed':
      return t(msg('Your refund for {title} did not go through yet', { title: mail.payload.event.title }));
    case 'event_cancelled':
      // Free tickets have nothing to refund: the subject promises only what the mail's body says.
      return mail.payload.bookings.some((booking) => booking.refundAmountPaise > 0)
        ? t(
            msg('Event cancelled: {title}. Your full refund is on its way', {
              title: mail.payload.event.title,
            }),
          )
        : t(msg('Event cancelled: {title}', { title: mail.payload.event.title }));
    case 'event_date_changed':
      return t(
        msg('New date for {title}: you may keep your tickets or cancel for a full refund', {
          title: mail.payload.event.title,
        }),
      );
    case 'inquiry_received':
      return t(
        msg('New inquiry about {title}: {subject}', {
          title: mail.payload.event.title,
          subject: contactSubjectText(mail.payload.subject, locale),
        }),
      );
    case 'contact_received':
      return t(
        msg('We received your message: {subject}', {
          subject: contactSubjectText(mail.payload.subject, locale),
        }),
      );
    case 'email_changed':
      return t(msg('The e-mail address of your TicketMela account was changed'));
    case 'registration_attempt':
      return t(msg('Someone tried to create a TicketMela account with your details'));
    case 'payment_refunded':
      return t(msg('Your payment for {title} was refunded in full', { title: mail.payload.event.title }));
    case 'waitlist_offer':
      return t(
        msg('Tickets for {title} are held for you: buy them by {deadline}', {
          title: mail.payload.event.title,
          deadline: formatIndiaInstant(mail.payload.expiresAt, locale),
        }),
      );
    case 'waitlist_closed':
      return mail.payload.reason === 'event_cancelled'
        ? t(msg('Event cancelled: {title}. Its waitlist is closed', { title: mail.payload.event.title }))
        : t(msg('The waitlist for {title} is closed', { title: mail.payload.event.title }));
    case 'attendee_ticket':
      return attendeeTicketSubject(mail.payload.event.title, mail.payload.buyerName, locale);
    case 'tickets_cancelled':
      return t(
        msg('Tickets cancelled: {seatsLeft} still booked for {title} ({ticketId})', {
          seatsLeft: mail.payload.seatsLeft,
          title: mail.payload.event.title,
          ticketId: mail.payload.ticketId,
        }),
      );
  }
}
