import type { AttendeeStatistics } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { readEventTallies } from '../tallies/tally-reads';

export interface EventTicketCategory {
  id: string;
  name: string;
  totalSeats: number;
}

/**
 * Booking statistics of one event from its tallies (decision 0046), a few rows however many bookings it has: every
 * booking counts in totalBookings; seats and check-ins count active (not cancelled) bookings only. Category events
 * also get, per ticket category in the event's order, the seats sold and checked in: a ticket line counts for its
 * category, or for the category of its name when the one it came from was since removed.
 */
export async function eventAttendeeStatistics(
  db: DbOrTx,
  eventId: string,
  categories: EventTicketCategory[],
): Promise<AttendeeStatistics> {
  const { event, byKey } = await readEventTallies(db, eventId);
  const seatsOf = (key: string) => byKey.get(key)?.seats ?? 0;
  const checkedInSeatsOf = (key: string) => byKey.get(key)?.checkedInSeats ?? 0;
  return {
    totalBookings: event.bookings,
    activeBookings: event.activeBookings,
    cancelledBookings: event.bookings - event.activeBookings,
    seatsSold: event.seats,
    checkedInBookings: event.checkedInBookings,
    checkedInSeats: event.checkedInSeats,
    doubleEntries: event.doubleEntries,
    byCategory: categories.map((category) => ({
      name: category.name,
      totalSeats: category.totalSeats,
      seatsSold: seatsOf(category.id) + seatsOf(`name:${category.name}`),
      checkedInSeats: checkedInSeatsOf(category.id) + checkedInSeatsOf(`name:${category.name}`),
    })),
  };
}
