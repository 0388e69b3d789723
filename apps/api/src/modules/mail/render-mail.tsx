/** @jsxRuntime automatic @jsxImportSource react */
import { render } from '@react-email/render';
import type { MailKind } from '@ticketmela/domain';
import QRCode from 'qrcode';
import type { ReactElement } from 'react';
import type { MailPayloads } from './mail-payloads';
import { AttendeeTicketMail } from './templates/attendee-ticket';
import { BookingCancelledMail } from './templates/booking-cancelled';
import { BookingConfirmedMail } from './templates/booking-confirmed';
import { ContactReceivedMail } from './templates/contact-received';
import { EmailChangedMail } from './templates/email-changed';
import { EventCancelledMail } from './templates/event-cancelled';
import { EventDateChangedMail } from './templates/event-date-changed';
import { InquiryReceivedMail } from './templates/inquiry-received';
import { PaymentRefundedMail } from './templates/payment-refunded';
import { RefundFailedMail } from './templates/refund-failed';
import { RegistrationAttemptMail } from './templates/registration-attempt';
import { TICKET_QR_CID } from './templates/ticket-qr-block';
import { TicketsCancelledMail } from './templates/tickets-cancelled';
import { WaitlistClosedMail } from './templates/waitlist-closed';
import { WaitlistOfferMail } from './templates/waitlist-offer';
import { ticketCalendar } from './ticket-calendar';

/** What the templates need of an outbox row. */
export interface MailToRender {
  kind: MailKind;
  payload: unknown;
  createdAt: Date;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an image the HTML shows inline (`<img src="cid:...">`). */
  cid?: string;
}

/** The site's pages that mails link to, under PUBLIC_URL (the web app's routes). */
function siteLinks(publicUrl: string) {
  return {
    ticket: (bookingId: string) => `${publicUrl}/ticket/${encodeURIComponent(bookingId)}`,
    event: (eventId: string) => `${publicUrl}/events/${encodeURIComponent(eventId)}`,
    events: `${publicUrl}/events`,
    cancelledBookings: `${publicUrl}/cancelled-bookings`,
    dashboard: `${publicUrl}/dashboard`,
    contact: `${publicUrl}/contact`,
    organizerInbox: `${publicUrl}/organizer/contacts`,
    login: `${publicUrl}/login`,
    waitlistOffer: (entryId: string) => `${publicUrl}/waitlist/offers/${encodeURIComponent(entryId)}`,
  };
}

function templateOf(mail: MailToRender, publicUrl: string): ReactElement {
  const links = siteLinks(publicUrl);
  switch (mail.kind) {
    case 'booking_confirmed': {
      const payload = mail.payload as MailPayloads['booking_confirmed'];
      return (
        <BookingConfirmedMail
          payload={payload}
          links={{ ticket: links.ticket(payload.bookingId), event: links.event(payload.event.id) }}
        />
      );
    }
    case 'booking_cancelled':
      return (
        <BookingCancelledMail
          payload={mail.payload as MailPayloads['booking_cancelled']}
          links={{ cancelledBookings: links.cancelledBookings }}
        />
      );
    case 'refund_failed': {
      const payload = mail.payload as MailPayloads['refund_failed'];
      return (
        <RefundFailedMail
          payload={payload}
          links={{
            cancelledBookings: links.cancelledBookings,
            ticket: links.ticket(payload.bookingId),
            contact: links.contact,
          }}
        />
      );
    }
    case 'event_cancelled':
      return (
        <EventCancelledMail
          payload={mail.payload as MailPayloads['event_cancelled']}
          links={{ cancelledBookings: links.cancelledBookings, events: links.events }}
        />
      );
    case 'event_date_changed': {
      const payload = mail.payload as MailPayloads['event_date_changed'];
      return (
        <EventDateChangedMail
          payload={payload}
          links={{ dashboard: links.dashboard, event: links.event(payload.event.id) }}
        />
      );
    }
    case 'inquiry_received':
      return (
        <InquiryReceivedMail
          payload={mail.payload as MailPayloads['inquiry_received']}
          links={{ inbox: links.organizerInbox }}
        />
      );
    case 'contact_received':
      return (
        <ContactReceivedMail
          payload={mail.payload as MailPayloads['contact_received']}
          links={{ events: links.events }}
        />
      );
    case 'email_changed':
      return (
        <EmailChangedMail
          payload={mail.payload as MailPayloads['email_changed']}
          links={{ contact: links.contact }}
        />
      );
    case 'registration_attempt':
      return (
        <RegistrationAttemptMail
          payload={mail.payload as MailPayloads['registration_attempt']}
          links={{ login: links.login, contact: links.contact }}
        />
      );
    case 'payment_refunded':
      return (
        <PaymentRefundedMail
          payload={mail.payload as MailPayloads['payment_refunded']}
          links={{ events: links.events, contact: links.contact }}
        />
      );
    case 'waitlist_offer': {
      const payload = mail.payload as MailPayloads['waitlist_offer'];
      return <WaitlistOfferMail payload={payload} links={{ offer: links.waitlistOffer(payload.entryId) }} />;
    }
    case 'waitlist_closed':
      return (
        <WaitlistClosedMail
          payload={mail.payload as MailPayloads['waitlist_closed']}
          links={{ events: links.events }}
        />
      );
    case 'tickets_cancelled': {
      const payload = mail.payload as MailPayloads['tickets_cancelled'];
      return <TicketsCancelledMail payload={payload} links={{ ticket: links.ticket(payload.bookingId) }} />;
    }
    case 'attendee_ticket': {
      const payload = mail.payload as MailPayloads['attendee_ticket'];
      return <AttendeeTicketMail payload={payload} links={{ event: links.event(payload.event.id) }} />;
    }
  }
}

/** The HTML and plain-text parts of a mail (the text part is derived from the same template). */
export async function renderMailParts(
  mail: MailToRender,
  publicUrl: string,
): Promise<{ html: string; text: string }> {
  const element = templateOf(mail, publicUrl);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** The ticket's QR code as the PNG a mail shows inline, drawn from the signed ticket text. */
async function ticketQrAttachment(ticket: { ticketId: string; qrCode: string }): Promise<MailAttachment> {
  const qrPng = await QRCode.toBuffer(ticket.qrCode, {
    type: 'png',
    width: 440,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#111827', light: '#ffffff' },
  });
  return { filename: `${ticket.ticketId}.png`, contentType: 'image/png', content: qrPng, cid: TICKET_QR_CID };
}

/**
 * The files a mail carries: for a booking, the QR code as a PNG shown inline (drawn here from the signed
 * ticket text, never a remote image) and the calendar file; for an attendee's own ticket, the QR code. Drawn at send
 * time, off the booking's path.
 */
export async function mailAttachments(mail: MailToRender, publicUrl: string): Promise<MailAttachment[]> {
  if (mail.kind === 'attendee_ticket')
    return [await ticketQrAttachment(mail.payload as MailPayloads['attendee_ticket'])];
  if (mail.kind !== 'booking_confirmed') return [];
  const payload = mail.payload as MailPayloads['booking_confirmed'];
  const calendar = ticketCalendar(payload, {
    ticketUrl: siteLinks(publicUrl).ticket(payload.bookingId),
    queuedAt: mail.createdAt,
  });
  return [
    await ticketQrAttachment(payload),
    {
      filename: `${payload.ticketId}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(calendar, 'utf8'),
    },
  ];
}

/** The HTML with its inline (cid:) images replaced by data: URLs, for previewing it in a browser. */
export function inlineCidImages(html: string, attachments: MailAttachment[]): string {
  let result = html;
  for (const attachment of attachments) {
    if (!attachment.cid) continue;
    const dataUrl = `data:${attachment.contentType};base64,${attachment.content.toString('base64')}`;
    result = result.split(`cid:${attachment.cid}`).join(dataUrl);
  }
  return result;
}
