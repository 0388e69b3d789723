import { expect, test } from 'vitest';
import { isPastEvent, isUpcomingEvent } from './event-status';

const now = new Date('2026-03-01T10:00:00Z');

test('an event is past when its date is before now', () => {
  expect(isPastEvent('2026-03-01T09:59:59Z', now)).toBe(true);
  expect(isPastEvent('2026-03-01T10:00:00Z', now)).toBe(false);
});

test('cancelled events are never upcoming', () => {
  expect(isUpcomingEvent({ date: '2026-04-01T10:00:00Z', cancelled: true }, now)).toBe(false);
  expect(isUpcomingEvent({ date: '2026-04-01T10:00:00Z', cancelled: false }, now)).toBe(true);
});
