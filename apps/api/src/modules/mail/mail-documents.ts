import type { MailKind } from '@ticketmela/domain';
import type { MailPayloads } from './mail-payloads';
import type { MailAttachment } from './render-mail';

/**
 * Given to the mail worker by app.ts (this module may not import the module that issues tax documents): the files
 * of other modules that a mail carries, called at each attempt to send a mail, its results added after the mail's
 * own attachments (the QR image, the calendar file). Resolves to [] for a mail that carries none; a rejection fails
 * the attempt, which is retried, and the last of MAX_DOCUMENT_ATTEMPTS (mail-worker.ts) sends the mail without them.
 * `bookingDocumentsOf` says which documents a mail is about.
 */
export type MailDocumentAttachments = (mail: {
  kind: MailKind;
  payload: unknown;
}) => Promise<MailAttachment[]>;

/**
 * The tax documents (issue 27) a mail about bookings carries, and of which bookings: the ticket mail the invoice (or
 * bill of supply) of its booking; an attendee's cancellation the credit note of its booking; an event's
 * cancellation the credit notes of each of the person's bookings of it; some tickets cancelled (decision 0041) the
 * credit note of their refund only (`refundIds`), as a booking's cancellation mail since then names its own. Null
 * for every other mail.
 */
export function bookingDocumentsOf(mail: {
  kind: MailKind;
  payload: unknown;
}): { documents: 'invoice' | 'credit_note'; bookingIds: string[]; refundIds?: string[] } | null {
  switch (mail.kind) {
    case 'tickets_cancelled': {
      const payload = mail.payload as MailPayloads['tickets_cancelled'];
      return {
        documents: 'credit_note',
        bookingIds: payload.refundId ? [payload.bookingId] : [],
        refundIds: payload.refundId ? [payload.refundId] : [],
      };
    }
    case 'booking_confirmed':
      return {
        documents: 'invoice',
        bookingIds: [(mail.payload as MailPayloads['booking_confirmed']).bookingId],
      };
    case 'booking_cancelled': {
      const payload = mail.payload as MailPayloads['booking_cancelled'];
      return {
        documents: 'credit_note',
        bookingIds: [payload.bookingId],
        ...(payload.refundId ? { refundIds: [payload.refundId] } : {}),
      };
    }
    case 'event_cancelled':
      return {
        documents: 'credit_note',
        bookingIds: (mail.payload as MailPayloads['event_cancelled']).bookings.map(
          (booking) => booking.bookingId,
        ),
      };
    default:
      return null;
  }
}
