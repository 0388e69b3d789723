import { i18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { ENTER_QR_DATA, manualEntryProblem, manualQrData, SELECT_EVENT_FIRST } from './manual-entry-payload';

const EVENT = '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f';
const NOW = new Date('2026-03-05T14:00:00.000Z');

describe('manual entry (spec §5 Verification)', () => {
  test('an event must be chosen, then the text must not be blank', () => {
    expect(manualEntryProblem(null, 'TM-1')).toBe(SELECT_EVENT_FIRST);
    expect(i18n._(SELECT_EVENT_FIRST)).toBe('Please select an event first.');
    expect(manualEntryProblem(EVENT, '   ')).toBe(ENTER_QR_DATA);
    expect(i18n._(ENTER_QR_DATA)).toBe('Please enter QR data or ticket ID.');
    expect(manualEntryProblem(EVENT, 'TM-1')).toBeNull();
  });

  test('text not starting with a curly brace is a ticket id, wrapped with the event and a timestamp', () => {
    expect(JSON.parse(manualQrData('  TM-7KQ4X9MZP2 ', EVENT, NOW))).toEqual({
      ticketId: 'TM-7KQ4X9MZP2',
      eventId: EVENT,
      timestamp: '2026-03-05T14:00:00.000Z',
    });
  });

  test('text starting with a curly brace is sent as it is (trimmed)', () => {
    const qr = '{"ticketId":"TM-1","eventId":"e","sig":"s"}';
    expect(manualQrData(`\n ${qr} `, EVENT, NOW)).toBe(qr);
    // Even when it is not valid JSON: the server says what is wrong with it.
    expect(manualQrData('{not json', EVENT, NOW)).toBe('{not json');
  });
});
