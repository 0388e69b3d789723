/** A reply draft to a contact message: 'Re: {subject}' and a greeting by name. */
export function replyMailto(contact: { email: string; name: string; subject: string }): string {
  const subject = encodeURIComponent(`Re: ${contact.subject}`);
  const body = encodeURIComponent(`Dear ${contact.name},\n\nThank you for contacting TicketMela.\n\n`);
  return `mailto:${contact.email}?subject=${subject}&body=${body}`;
}

/** A phone link that dials the digits (and a leading +) of a stored number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
