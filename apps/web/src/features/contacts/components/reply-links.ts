import type { ContactMessage } from '@ticketmela/domain';

/**
 * A reply draft to a message: 'Re: {subject}' and a greeting by name. An inquiry's draft names its event in the
 * subject ('Re: Parking Information - Sunburn Goa') and refers to it by title in the body.
 */
export function replyMailto(contact: Pick<ContactMessage, 'email' | 'name' | 'subject' | 'eventId'>): string {
  const eventTitle = contact.eventId?.title;
  const subject = eventTitle ? `Re: ${contact.subject} - ${eventTitle}` : `Re: ${contact.subject}`;
  const greeting = eventTitle
    ? `Dear ${contact.name},\n\nThank you for your message about "${eventTitle}".\n\n`
    : `Dear ${contact.name},\n\nThank you for contacting TicketMela.\n\n`;
  // The address is what a visitor typed: encoded, so a '?' or '&' in it cannot add fields to the draft.
  const address = encodeURIComponent(contact.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`;
}

/** A phone link that dials the digits (and a leading +) of a stored number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
