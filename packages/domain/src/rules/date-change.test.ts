import { describe, expect, test } from 'vitest';
import {
  DATE_BROUGHT_FORWARD_MESSAGE,
  DATE_INTO_PAST_MESSAGE,
  dateChangeRefusal,
  isDateChangedSince,
} from './date-change';
import { cancellationRefundFor, DEFAULT_REFUND_TIERS } from './refund-policy';

const now = new Date('2026-03-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms);
const change = (previous: number, next: number, extra: { hasBookings?: boolean; byAdmin?: boolean } = {}) =>
  dateChangeRefusal({
    previous: at(previous),
    next: at(next),
    hasBookings: extra.hasBookings ?? true,
    byAdmin: extra.byAdmin ?? false,
    now,
  });

describe('who may move the date of an event with bookings', () => {
  test('no one moves it into the past, not even an admin', () => {
    expect(change(30 * DAY, -HOUR)).toBe(DATE_INTO_PAST_MESSAGE);
    expect(change(30 * DAY, -HOUR, { byAdmin: true })).toBe(DATE_INTO_PAST_MESSAGE);
    expect(change(30 * DAY, 0)).toBe(DATE_INTO_PAST_MESSAGE);
  });

  test('an organizer may postpone it by any amount', () => {
    expect(change(3 * HOUR, 90 * DAY)).toBeNull();
  });

  test('an organizer may bring it forward to 7 days away or more, not nearer', () => {
    expect(change(30 * DAY, 7 * DAY)).toBeNull();
    expect(change(30 * DAY, 3 * HOUR)).toBe(DATE_BROUGHT_FORWARD_MESSAGE);
    expect(change(30 * DAY, 6 * DAY)).toBe(DATE_BROUGHT_FORWARD_MESSAGE);
  });

  test('a correction of up to 2 hours earlier is allowed while it stays 24 hours away', () => {
    expect(change(3 * DAY, 3 * DAY - 2 * HOUR)).toBeNull();
    expect(change(3 * DAY, 3 * DAY - 3 * HOUR)).toBe(DATE_BROUGHT_FORWARD_MESSAGE);
    expect(change(25 * HOUR, 23 * HOUR)).toBe(DATE_BROUGHT_FORWARD_MESSAGE);
  });

  test('an admin may bring it forward at any notice', () => {
    expect(change(30 * DAY, 3 * HOUR, { byAdmin: true })).toBeNull();
  });

  test('without bookings, or with the date unchanged, nothing is refused', () => {
    expect(change(30 * DAY, -DAY, { hasBookings: false })).toBeNull();
    expect(change(-DAY, -DAY)).toBeNull();
  });
});

describe('the refund after a date change', () => {
  test('a booking bought before the change is refunded in full; one bought after keeps its tier', () => {
    const changedAt = at(-HOUR);
    expect(isDateChangedSince(at(-DAY), changedAt)).toBe(true);
    expect(isDateChangedSince(at(-1), changedAt)).toBe(false);
    expect(isDateChangedSince(at(-DAY), null)).toBe(false);
    expect(cancellationRefundFor(DEFAULT_REFUND_TIERS, at(3 * HOUR), now, 10_001, true)).toMatchObject({
      percentage: 100,
      refundPaise: 10_001,
      dateChanged: true,
    });
    expect(cancellationRefundFor(DEFAULT_REFUND_TIERS, at(3 * HOUR), now, 10_001, false)).toMatchObject({
      percentage: 0,
      refundPaise: 0,
      dateChanged: false,
    });
  });
});
