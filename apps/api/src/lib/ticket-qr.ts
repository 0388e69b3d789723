import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A short, unambiguous ticket id (no 0/O or 1/I), e.g. TM-7KQ4X9MZP2. */
export function newTicketId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `TM-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** HMAC-SHA256 over ticket and event id under the server's QR secret: a forged QR cannot carry it. */
export function signTicket(ticketId: string, eventId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${ticketId}.${eventId}`).digest('base64url');
}

export function isValidTicketSignature(
  ticketId: string,
  eventId: string,
  sig: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signTicket(ticketId, eventId, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What the QR encodes: JSON {"ticketId","eventId","sig"}. */
export function ticketQrPayload(ticketId: string, eventId: string, sig: string): string {
  return JSON.stringify({ ticketId, eventId, sig });
}
