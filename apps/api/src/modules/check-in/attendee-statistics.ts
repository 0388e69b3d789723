import type { Attendee, AttendeeStatistics } from '@ticketmela/domain';

export interface EventTicketCategory {
  id: string;
  name: string;
  totalSeats: number;
}

/** A ticket line with the category it was bought from (null when that category was since removed). */
export interface CountedTicketLine {
  ticketCategoryId: string | null;
  categoryName: string;
  quantity: number;
}

type CountedAttendee = Pick<Attendee, 'cancelled' | 'verified' | 'totalQuantity'> & {
  lines: CountedTicketLine[];
  /** Later admissions reported by offline doors. */
  doubleEntries: number;
};

/**
 * Booking statistics of one event from its full attendee list: every booking counts in totalBookings;
 * seats and check-ins count active (not cancelled) bookings only. Category events also get, per ticket
 * category in the event's order, the seats sold and checked in (a line is matched to its category by
 * id, or by name when the category it came from no longer exists).
 */
export function summarizeAttendees(
  attendees: CountedAttendee[],
  categories: EventTicketCategory[],
): AttendeeStatistics {
  const active = attendees.filter((attendee) => !attendee.cancelled);
  const checkedIn = active.filter((attendee) => attendee.verified);
  const seatsOf = (list: CountedAttendee[]) =>
    list.reduce((sum, attendee) => sum + attendee.totalQuantity, 0);

  const byCategory = categories.map((category) => ({
    name: category.name,
    totalSeats: category.totalSeats,
    seatsSold: 0,
    checkedInSeats: 0,
  }));
  const indexById = new Map(categories.map((category, index) => [category.id, index]));
  const indexByName = new Map(categories.map((category, index) => [category.name, index]));
  for (const attendee of active) {
    for (const line of attendee.lines) {
      const index =
        (line.ticketCategoryId !== null ? indexById.get(line.ticketCategoryId) : undefined) ??
        indexByName.get(line.categoryName);
      if (index === undefined) continue;
      byCategory[index]!.seatsSold += line.quantity;
      if (attendee.verified) byCategory[index]!.checkedInSeats += line.quantity;
    }
  }

  return {
    totalBookings: attendees.length,
    activeBookings: active.length,
    cancelledBookings: attendees.length - active.length,
    seatsSold: seatsOf(active),
    checkedInBookings: checkedIn.length,
    checkedInSeats: seatsOf(checkedIn),
    doubleEntries: active.reduce((sum, attendee) => sum + attendee.doubleEntries, 0),
    byCategory,
  };
}
