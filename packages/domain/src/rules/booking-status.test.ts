import { describe, expect, test } from 'vitest';
import {
  bookingBadge,
  bookingOriginalAmount,
  type ClassifiableBooking,
  classifyBooking,
  groupBookingsByTab,
  refundPercentageOf,
  refundStatusLabel,
  shortRefundId,
} from './booking-status';

const now = new Date('2026-03-01T10:00:00Z');
const FUTURE = '2026-04-01T14:00:00Z';
const PAST = '2026-02-01T14:00:00Z';

function booking(overrides: Partial<ClassifiableBooking> = {}): ClassifiableBooking & { id?: string } {
  return {
    eventId: { date: FUTURE, cancelled: false },
    cancelled: false,
    cancelledByUser: false,
    cancelledByEvent: false,
    verified: false,
    ...overrides,
  };
}

describe('classifyBooking', () => {
  test('a booking without an event is ignored', () => {
    expect(classifyBooking(booking({ eventId: null }), now)).toBeNull();
  });

  test('a booking of a future, active event is upcoming', () => {
    expect(classifyBooking(booking(), now)).toBe('upcoming');
  });

  test('a booking whose event date is before now is past; an event starting now is still upcoming', () => {
    expect(classifyBooking(booking({ eventId: { date: PAST, cancelled: false } }), now)).toBe('past');
    expect(
      classifyBooking(booking({ eventId: { date: '2026-03-01T09:59:59Z', cancelled: false } }), now),
    ).toBe('past');
    expect(classifyBooking(booking({ eventId: { date: now.toISOString(), cancelled: false } }), now)).toBe(
      'upcoming',
    );
  });

  test('cancelled by the user, by the event, or an event that is cancelled: cancelled, even when past', () => {
    expect(classifyBooking(booking({ cancelledByUser: true, cancelled: true }), now)).toBe('cancelled');
    expect(classifyBooking(booking({ cancelledByEvent: true, cancelled: true }), now)).toBe('cancelled');
    expect(classifyBooking(booking({ eventId: { date: FUTURE, cancelled: true } }), now)).toBe('cancelled');
    expect(
      classifyBooking(booking({ eventId: { date: PAST, cancelled: false }, cancelledByUser: true }), now),
    ).toBe('cancelled');
  });

  test('a booking the server marks cancelled never shows as upcoming', () => {
    expect(classifyBooking(booking({ cancelled: true }), now)).toBe('cancelled');
  });
});

describe('groupBookingsByTab', () => {
  test('splits in the original order and drops bookings without an event', () => {
    const list = [
      { ...booking(), id: 'a' },
      { ...booking({ eventId: { date: PAST, cancelled: false } }), id: 'b' },
      { ...booking({ eventId: null }), id: 'c' },
      { ...booking({ cancelledByUser: true, cancelled: true }), id: 'd' },
      { ...booking(), id: 'e' },
    ];
    const groups = groupBookingsByTab(list, now);
    expect(groups.upcoming.map((item) => item.id)).toEqual(['a', 'e']);
    expect(groups.past.map((item) => item.id)).toEqual(['b']);
    expect(groups.cancelled.map((item) => item.id)).toEqual(['d']);
  });
});

describe('bookingBadge', () => {
  test("'Cancelled by You' wins over 'Event Cancelled', which wins over a plain 'Cancelled'", () => {
    expect(
      bookingBadge(booking({ cancelledByUser: true, cancelledByEvent: true, cancelled: true }), now).label,
    ).toBe('Cancelled by You');
    expect(bookingBadge(booking({ cancelledByEvent: true, cancelled: true }), now).label).toBe(
      'Event Cancelled',
    );
    expect(bookingBadge(booking({ eventId: { date: FUTURE, cancelled: true } }), now)).toEqual({
      kind: 'cancelled',
      label: 'Cancelled',
    });
  });

  test("'Past Event' for a past booking, even a verified one", () => {
    expect(bookingBadge(booking({ eventId: { date: PAST, cancelled: false }, verified: true }), now)).toEqual(
      {
        kind: 'past',
        label: 'Past Event',
      },
    );
  });

  test("an upcoming booking is '✓ Verified' once checked in, else 'Pending'", () => {
    expect(bookingBadge(booking({ verified: true }), now).label).toBe('✓ Verified');
    expect(bookingBadge(booking(), now).label).toBe('Pending');
  });
});

describe('refundStatusLabel', () => {
  test('the spec labels, and Unknown Status for anything else', () => {
    expect(refundStatusLabel('processed')).toBe('Refund Processed');
    expect(refundStatusLabel('failed')).toBe('Refund Failed');
    expect(refundStatusLabel('pending')).toBe('Processing Refund');
    expect(refundStatusLabel('none')).toBe('No Refund');
    expect(refundStatusLabel('succeeded')).toBe('Unknown Status');
    expect(refundStatusLabel(null)).toBe('Unknown Status');
    expect(refundStatusLabel(undefined)).toBe('Unknown Status');
  });
});

describe('refund percentage', () => {
  test('original amount: the total for category bookings, price times seats otherwise', () => {
    expect(
      bookingOriginalAmount({
        hasTicketCategories: true,
        totalAmount: 3800,
        priceAtBooking: 0,
        noOfSeats: 3,
      }),
    ).toBe(3800);
    expect(
      bookingOriginalAmount({
        hasTicketCategories: false,
        totalAmount: 1500,
        priceAtBooking: 500,
        noOfSeats: 3,
      }),
    ).toBe(1500);
    expect(
      bookingOriginalAmount({
        hasTicketCategories: false,
        totalAmount: 1500,
        priceAtBooking: 0,
        noOfSeats: 3,
      }),
    ).toBe(1500);
  });

  test('refund over original, rounded; nothing paid means 0%', () => {
    expect(refundPercentageOf(1500, 1500)).toBe(100);
    expect(refundPercentageOf(749.75, 1499.5)).toBe(50);
    expect(refundPercentageOf(1, 3)).toBe(33);
    expect(refundPercentageOf(2, 3)).toBe(67);
    expect(refundPercentageOf(0, 1500)).toBe(0);
    expect(refundPercentageOf(0, 0)).toBe(0);
  });

  test('the refund id is shown by its last 8 characters', () => {
    expect(shortRefundId('re_test_1234567890abcdef')).toBe('90abcdef');
    expect(shortRefundId('short')).toBe('short');
    expect(shortRefundId(null)).toBeNull();
  });
});
