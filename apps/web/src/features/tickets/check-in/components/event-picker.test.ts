import { describe, expect, test } from 'vitest';
import { makeEvent } from '@/test/fixtures';
import { attendeesCsvFileName } from '../api/download-attendees-csv';
import { groupVerifiableEvents } from './event-picker';

const NOW = new Date('2026-03-05T12:00:00.000Z');

describe('events offered for check-in', () => {
  test('upcoming soonest first, past latest first, cancelled left out', () => {
    const soon = makeEvent({ _id: 'soon', date: '2026-03-06T12:00:00.000Z' });
    const later = makeEvent({ _id: 'later', date: '2026-04-01T12:00:00.000Z' });
    const yesterday = makeEvent({ _id: 'yesterday', date: '2026-03-04T12:00:00.000Z' });
    const lastYear = makeEvent({ _id: 'last-year', date: '2025-03-04T12:00:00.000Z' });
    const cancelled = makeEvent({ _id: 'cancelled', date: '2026-03-10T12:00:00.000Z', cancelled: true });
    const groups = groupVerifiableEvents([lastYear, later, cancelled, yesterday, soon], NOW);
    expect(groups.upcoming.map((event) => event._id)).toEqual(['soon', 'later']);
    expect(groups.past.map((event) => event._id)).toEqual(['yesterday', 'last-year']);
  });
});

describe('attendee CSV file name', () => {
  test('is readable and safe', () => {
    expect(attendeesCsvFileName('Sunset Jazz on the Lawns!')).toBe('attendees-sunset-jazz-on-the-lawns.csv');
    expect(attendeesCsvFileName('दिवाली')).toBe('attendees-event.csv');
  });
});
