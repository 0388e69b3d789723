import { isPastEvent } from './event-status';

/** The dashboard tab a booking belongs on. */
export type BookingTab = 'upcoming' | 'past' | 'cancelled';

/** What the classification reads of a booking (the API's Booking has all of it). */
export interface ClassifiableBooking {
  eventId: { date: string | Date; cancelled: boolean } | null;
  cancelled: boolean;
  cancelledByUser: boolean;
  cancelledByEvent: boolean;
  verified: boolean;
}

/**
 * The spec's classification: a booking without an event is ignored (null); it is cancelled when the user or
 * the event cancelled it, or the event is cancelled; otherwise past when the event date is before now;
 * otherwise upcoming. A booking the server marks cancelled for any other reason also counts as cancelled:
 * it has no ticket any more, so it must never show as upcoming.
 */
export function classifyBooking(booking: ClassifiableBooking, now: Date): BookingTab | null {
  const event = booking.eventId;
  if (!event) return null;
  if (booking.cancelledByUser || booking.cancelledByEvent || event.cancelled || booking.cancelled) {
    return 'cancelled';
  }
  return isPastEvent(event.date, now) ? 'past' : 'upcoming';
}

/** The dashboard's bookings, split by tab in their original order; bookings without an event are dropped. */
export function groupBookingsByTab<T extends ClassifiableBooking>(
  bookings: readonly T[],
  now: Date,
): Record<BookingTab, T[]> {
  const groups: Record<BookingTab, T[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) {
    const tab = classifyBooking(booking, now);
    if (tab) groups[tab].push(booking);
  }
  return groups;
}

/**
 * Why a booking was cancelled, when the product cancelled it (an organizer's own words for an event's cancellation
 * are stored as typed). Stored in English; shown in the reader's language (hi.display.json).
 */
export const CANCELLATION_REASON_LABELS = {
  byAttendee: 'Cancelled by the attendee',
  eventCancelled: 'The event was cancelled by the organizer',
  accountClosed: 'The account was closed',
  accountRemoved: 'The account was removed by TicketMela',
  removedByTeam: 'Cancelled by the TicketMela team',
} as const;

export type BookingBadgeKind =
  | 'cancelledByUser'
  | 'eventCancelled'
  | 'cancelled'
  | 'past'
  | 'verified'
  | 'pending';

export const BOOKING_BADGE_LABELS: Record<BookingBadgeKind, string> = {
  cancelledByUser: 'Cancelled by You',
  eventCancelled: 'Event Cancelled',
  cancelled: 'Cancelled',
  past: 'Past Event',
  verified: '✓ Verified',
  pending: 'Pending',
};

/**
 * The status badge of a dashboard card: 'Cancelled by You', 'Event Cancelled' or 'Cancelled' for a cancelled
 * booking; otherwise 'Past Event'; otherwise '✓ Verified' once checked in; otherwise 'Pending'.
 */
export function bookingBadge(
  booking: ClassifiableBooking,
  now: Date,
): { kind: BookingBadgeKind; label: string } {
  const kind = badgeKind(booking, now);
  return { kind, label: BOOKING_BADGE_LABELS[kind] };
}

function badgeKind(booking: ClassifiableBooking, now: Date): BookingBadgeKind {
  const tab = classifyBooking(booking, now);
  if (tab === 'cancelled') {
    if (booking.cancelledByUser) return 'cancelledByUser';
    if (booking.cancelledByEvent) return 'eventCancelled';
    return 'cancelled';
  }
  if (tab === 'past') return 'past';
  return booking.verified ? 'verified' : 'pending';
}

/** The spec's refund status labels; any status it does not name reads 'Unknown Status'. */
export function refundStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'processed':
      return 'Refund Processed';
    case 'failed':
      return 'Refund Failed';
    case 'pending':
      return 'Processing Refund';
    case 'none':
      return 'No Refund';
    default:
      return 'Unknown Status';
  }
}

/**
 * What the booking originally cost, in rupees: the total for a category booking, otherwise the price per seat
 * times the seats (falling back to the total when that gives nothing).
 */
export function bookingOriginalAmount(booking: {
  hasTicketCategories: boolean;
  totalAmount: number;
  priceAtBooking: number;
  noOfSeats: number;
}): number {
  if (booking.hasTicketCategories) return booking.totalAmount;
  const bySeats = booking.priceAtBooking * booking.noOfSeats;
  return bySeats > 0 ? bySeats : booking.totalAmount;
}

/** The refund as a whole percentage of the original amount (0 when nothing was paid). */
export function refundPercentageOf(refundAmount: number, originalAmount: number): number {
  if (!(originalAmount > 0) || !(refundAmount > 0)) return 0;
  return Math.round((refundAmount / originalAmount) * 100);
}

/** The tail of a refund id the spec shows (its last 8 characters). */
export function shortRefundId(refundId: string | null | undefined): string | null {
  if (!refundId) return null;
  return refundId.slice(-8);
}
