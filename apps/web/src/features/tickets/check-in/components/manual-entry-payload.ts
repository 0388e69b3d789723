import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The spec's messages for what the door must give before a ticket is verified (§5 Verification). */
export const SELECT_EVENT_FIRST = msg`Please select an event first.`;
export const ENTER_QR_DATA = msg`Please enter QR data or ticket ID.`;

/** Why the manual entry cannot be sent yet, or null when it can. */
export function manualEntryProblem(eventId: string | null, text: string): MessageDescriptor | null {
  if (!eventId) return SELECT_EVENT_FIRST;
  if (!text.trim()) return ENTER_QR_DATA;
  return null;
}

/**
 * What is sent as `qrData` for typed text (spec §5): text starting with a curly brace is QR data pasted as it is;
 * anything else is a ticket id, wrapped into `{ticketId, eventId, timestamp}`.
 */
export function manualQrData(text: string, eventId: string, now: Date = new Date()): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return trimmed;
  return JSON.stringify({ ticketId: trimmed, eventId, timestamp: now.toISOString() });
}
