import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { isValidTicketSignature } from '../../lib/ticket-qr';

/**
 * What the door presented, once read: a signed QR (its ticket and event are vouched for by the
 * server's HMAC), or a ticket id someone typed (bare, or in the web's manual wrapper).
 */
export type TicketReference =
  | { kind: 'signed'; ticketId: string; eventId: string }
  | { kind: 'typed'; ticketId: string };

export const unreadableQr = () => new AppError('INVALID_TICKET', msg('Unreadable QR code'), 'qrData');
export const invalidSignature = () =>
  new AppError('INVALID_TICKET', msg('Invalid ticket: the QR code signature does not match'), 'qrData');

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Ticket ids are printed upper-case (TM-7KQ4X9MZP2); people type them any way. */
const normalizeTypedId = (ticketId: string) => ticketId.trim().toUpperCase();

/**
 * Reads `qrData` (spec §5: text not starting with `{` is a ticket id). JSON carrying `sig` must be the
 * signed QR `{"ticketId","eventId","sig"}` with a signature that matches both ids under the QR secret;
 * JSON without `sig` is the manual wrapper `{"ticketId","eventId","timestamp"}`, whose unsigned
 * eventId carries no weight (the door's eventId of the request decides). Throws 400 INVALID_TICKET.
 */
export function parseTicketReference(qrData: string, qrSecret: string): TicketReference {
  const text = qrData.trim();
  if (!text.startsWith('{')) return { kind: 'typed', ticketId: normalizeTypedId(text) };

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unreadableQr();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw unreadableQr();
  const payload = parsed as Record<string, unknown>;

  if ('sig' in payload) {
    const { ticketId, eventId, sig } = payload;
    if (!isNonEmptyString(ticketId) || !isNonEmptyString(eventId) || !isNonEmptyString(sig)) {
      throw invalidSignature();
    }
    if (!isValidTicketSignature(ticketId, eventId, sig, qrSecret)) throw invalidSignature();
    return { kind: 'signed', ticketId, eventId };
  }
  if (!isNonEmptyString(payload.ticketId)) throw unreadableQr();
  return { kind: 'typed', ticketId: normalizeTypedId(payload.ticketId) };
}
