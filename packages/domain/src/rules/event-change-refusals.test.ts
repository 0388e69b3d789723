import { describe, expect, test } from 'vitest';
import {
  CANCELLED_EVENT_EDIT_MESSAGE,
  EVENT_ALREADY_CANCELLED_MESSAGE,
  eventCancelRefusal,
  eventEditRefusal,
  NOT_YOUR_EVENT_MESSAGE,
  PAST_EVENT_CANCEL_MESSAGE,
} from './event-change-refusals';

const now = new Date('2026-03-01T12:00:00Z');
const organizer = { id: 'org-1', role: 'organizer' };
const otherOrganizer = { id: 'org-2', role: 'organizer' };
const admin = { id: 'admin-1', role: 'ADMIN' };
const event = (extra: { cancelled?: boolean; date?: Date } = {}) => ({
  organizerId: 'org-1',
  cancelled: extra.cancelled ?? false,
  date: extra.date ?? new Date('2026-04-01T12:00:00Z'),
});
const past = new Date('2026-02-01T12:00:00Z');

describe('editing an event', () => {
  test('its organizer and any admin may', () => {
    expect(eventEditRefusal(event(), organizer)).toBeNull();
    expect(eventEditRefusal(event(), admin)).toBeNull();
  });

  test('another organizer may not (403)', () => {
    expect(eventEditRefusal(event(), otherOrganizer)).toEqual({
      code: 'FORBIDDEN',
      message: NOT_YOUR_EVENT_MESSAGE,
    });
  });

  test('no one once it is cancelled (409); whose it is is asked first', () => {
    const cancelled = event({ cancelled: true });
    expect(eventEditRefusal(cancelled, admin)).toEqual({
      code: 'EVENT_CANCELLED',
      message: CANCELLED_EVENT_EDIT_MESSAGE,
    });
    expect(eventEditRefusal(cancelled, otherOrganizer)?.code).toBe('FORBIDDEN');
  });
});

describe('cancelling an event', () => {
  test('its organizer may cancel an upcoming one, not a past one', () => {
    expect(eventCancelRefusal(event(), organizer, now)).toBeNull();
    expect(eventCancelRefusal(event({ date: past }), organizer, now)).toEqual({
      code: 'EVENT_PAST',
      message: PAST_EVENT_CANCEL_MESSAGE,
    });
  });

  test('an admin may cancel one that has passed', () => {
    expect(eventCancelRefusal(event({ date: past }), admin, now)).toBeNull();
  });

  test('no one twice; no one else', () => {
    expect(eventCancelRefusal(event({ cancelled: true, date: past }), admin, now)).toEqual({
      code: 'EVENT_CANCELLED',
      message: EVENT_ALREADY_CANCELLED_MESSAGE,
    });
    expect(eventCancelRefusal(event({ date: past }), otherOrganizer, now)?.code).toBe('FORBIDDEN');
  });
});
