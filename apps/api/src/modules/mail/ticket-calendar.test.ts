import ical from 'node-ical';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PAYLOADS } from '../../../test/mail/mail-samples';
import { ticketCalendar } from './ticket-calendar';

const payload = SAMPLE_PAYLOADS.booking_confirmed;

function calendarEntry(text: string) {
  const [entry] = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT');
  return entry as { start: Date; end: Date };
}

describe('the calendar file of a ticket', () => {
  test('ends three hours after the start, as events have a start only', () => {
    const text = ticketCalendar(payload, {
      ticketUrl: 'https://tickets.example.in/ticket/b1',
      queuedAt: new Date('2026-11-01T06:30:00.000Z'),
    });
    expect(text).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m);
    const entry = calendarEntry(text);
    expect(entry.start.toISOString()).toBe(payload.event.date);
    expect(entry.end.getTime() - entry.start.getTime()).toBe(3 * 60 * 60 * 1000);
  });
});
