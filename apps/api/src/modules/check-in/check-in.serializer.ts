import {
  type Answer,
  type Attendee,
  type CheckedInBooking,
  paiseToRupees,
  type TicketHolder,
  type VerifyMethod,
} from '@ticketmela/domain';
import type { BookingItemRow, BookingRow } from '../../db/schema/bookings';

type TicketLine = Pick<BookingItemRow, 'categoryName' | 'quantity'>;

/** The booking columns the door and the attendee list show. */
export type CheckInBookingColumns = Pick<
  BookingRow,
  | 'id'
  | 'ticketId'
  | 'totalQuantity'
  | 'hasTicketCategories'
  | 'totalAmountPaise'
  | 'verified'
  | 'verifiedAt'
  | 'verifyMethod'
  | 'cancelled'
  | 'createdAt'
>;

const methodOf = (value: string | null): VerifyMethod | null =>
  value === 'camera' || value === 'manual' || value === 'offline' ? value : null;

const ticketLines = (items: TicketLine[]) =>
  items.map((item) => ({ categoryName: item.categoryName, quantity: item.quantity }));

/** The booking as the door sees it after a check-in (or its undo), as the door's statements return it. */
export function toCheckedInBookingDto(
  row: Pick<
    CheckInBookingColumns,
    'id' | 'ticketId' | 'totalQuantity' | 'hasTicketCategories' | 'verified' | 'verifiedAt' | 'verifyMethod'
  > & { attendeeName: string; items: TicketLine[]; attendeeNames: string[] },
): CheckedInBooking {
  return {
    _id: row.id,
    ticketId: row.ticketId,
    noOfSeats: row.totalQuantity,
    hasTicketCategories: row.hasTicketCategories,
    ticketItems: ticketLines(row.items),
    totalQuantity: row.totalQuantity,
    verified: row.verified,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifyMethod: methodOf(row.verifyMethod),
    attendeeName: row.attendeeName,
    attendeeNames: row.attendeeNames,
  };
}

export interface AttendeeRow extends CheckInBookingColumns {
  /** Later admissions reported by offline doors. */
  doubleEntries: number;
  attendee: { id: string; name: string; email: string };
  verifier: { id: string; name: string } | null;
  /** Its tickets from booking_attendees, in position order. */
  tickets: TicketHolder[];
  orderAnswers: Answer[];
  promoCode: string | null;
}

/** One row of an event's attendee list, with the spec's field names and rupees. */
export function toAttendeeDto(row: AttendeeRow, items: TicketLine[]): Attendee {
  return {
    _id: row.id,
    userId: { _id: row.attendee.id, name: row.attendee.name, email: row.attendee.email },
    ticketId: row.ticketId,
    noOfSeats: row.totalQuantity,
    hasTicketCategories: row.hasTicketCategories,
    ticketItems: ticketLines(items),
    totalQuantity: row.totalQuantity,
    totalAmount: paiseToRupees(row.totalAmountPaise),
    verified: row.verified,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifyMethod: methodOf(row.verifyMethod),
    verifiedBy: row.verifier ? { _id: row.verifier.id, name: row.verifier.name } : null,
    cancelled: row.cancelled,
    createdAt: row.createdAt.toISOString(),
    doubleEntry: row.doubleEntries > 0,
    tickets: row.tickets,
    orderAnswers: row.orderAnswers,
    promoCode: row.promoCode,
  };
}
