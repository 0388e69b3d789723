import { describe, expect, test } from 'vitest';
import { signTicket, ticketQrPayload } from '../../lib/ticket-qr';
import { parseTicketReference } from './ticket-reference';

const SECRET = 'unit-test-qr-secret-0123456789abcdef';
const EVENT = '6f1c2a52-8c7e-4d3b-9a51-0f2f1f0c9e11';
const signed = (ticketId: string, eventId = EVENT) =>
  ticketQrPayload(ticketId, eventId, signTicket(ticketId, eventId, SECRET));

describe('reading what the door presented', () => {
  test('a signed QR is vouched for: its ticket and event come back as signed', () => {
    expect(parseTicketReference(signed('TM-7KQ4X9MZP2'), SECRET)).toEqual({
      kind: 'signed',
      ticketId: 'TM-7KQ4X9MZP2',
      eventId: EVENT,
    });
  });

  test('text not starting with { is a ticket id, trimmed and upper-cased', () => {
    expect(parseTicketReference('  tm-7kq4x9mzp2 ', SECRET)).toEqual({
      kind: 'typed',
      ticketId: 'TM-7KQ4X9MZP2',
    });
  });

  test('the manual wrapper is a typed ticket id; its unsigned event id is not trusted', () => {
    const wrapper = JSON.stringify({ ticketId: ' tm-7kq4x9mzp2', eventId: EVENT, timestamp: 1 });
    expect(parseTicketReference(wrapper, SECRET)).toEqual({ kind: 'typed', ticketId: 'TM-7KQ4X9MZP2' });
  });

  test('a signature over other ids, or under another secret, is refused', () => {
    const genuine = JSON.parse(signed('TM-7KQ4X9MZP2'));
    const refused = [
      { ...genuine, eventId: '00000000-0000-4000-8000-000000000000' },
      { ...genuine, ticketId: 'TM-7KQ4X9MZP3' },
      { ...genuine, sig: signTicket(genuine.ticketId, EVENT, 'another-secret-0123456789abcdefghij') },
      { ...genuine, sig: 42 },
    ];
    for (const payload of refused) {
      expect(() => parseTicketReference(JSON.stringify(payload), SECRET)).toThrow(
        'Invalid ticket: the QR code signature does not match',
      );
    }
  });

  test('JSON that cannot be read is "Unreadable QR code"', () => {
    for (const text of ['{', '{"ticketId":', '{}', '{"ticketId": ""}', '{"ticketId": ["TM-1"]}']) {
      expect(() => parseTicketReference(text, SECRET), text).toThrow('Unreadable QR code');
    }
  });
});
