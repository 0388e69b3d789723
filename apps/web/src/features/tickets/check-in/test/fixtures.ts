import type {
  Attendee,
  CheckedInBooking,
  CheckInStats,
  EventAttendeesResponse,
  TicketHolder,
} from '@ticketmela/domain';

export const EVENT_ID = '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f';
export const BOOKING_ID = '3c9d7e1a-2b4f-4a6c-8d0e-1f2a3b4c5d6e';
export const TICKET_ID = 'TM-7KQ4X9MZP2';

export function makeCheckedInBooking(overrides: Partial<CheckedInBooking> = {}): CheckedInBooking {
  return {
    _id: BOOKING_ID,
    ticketId: TICKET_ID,
    noOfSeats: 3,
    hasTicketCategories: false,
    ticketItems: [],
    totalQuantity: 3,
    verified: true,
    verifiedAt: '2099-12-04T13:45:00.000Z',
    verifyMethod: 'manual',
    attendeeName: 'Ananya Iyer',
    attendeeNames: ['Ananya Iyer', 'Asha Rao', 'Vikram Singh'],
    ...overrides,
  };
}

export function makeStats(overrides: Partial<CheckInStats> = {}): CheckInStats {
  return { activeBookings: 5, checkedInBookings: 2, seatsSold: 12, checkedInSeats: 4, ...overrides };
}

export function makeTicketHolder(overrides: Partial<TicketHolder> = {}): TicketHolder {
  return {
    position: 1,
    categoryName: null,
    name: 'Ananya Iyer',
    email: null,
    answers: [],
    cancelled: false,
    ...overrides,
  };
}

/** A booking of two single-price seats, one ticket in the buyer's name and one in a friend's. */
export function makeAttendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    _id: BOOKING_ID,
    userId: { _id: 'b1f2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ananya Iyer', email: 'ananya@example.in' },
    ticketId: TICKET_ID,
    noOfSeats: 2,
    hasTicketCategories: false,
    ticketItems: [],
    totalQuantity: 2,
    totalAmount: 1998,
    verified: false,
    verifiedAt: null,
    verifyMethod: null,
    verifiedBy: null,
    cancelled: false,
    createdAt: '2099-11-01T10:00:00.000Z',
    tickets: [makeTicketHolder(), makeTicketHolder({ position: 2, name: 'Meera Nair' })],
    orderAnswers: [],
    promoCode: null,
    ...overrides,
  };
}

export function makeAttendeesResponse(
  attendees: Attendee[],
  page: { nextCursor?: string | null; statistics?: Partial<EventAttendeesResponse['statistics']> } = {},
): EventAttendeesResponse {
  const active = attendees.filter((attendee) => !attendee.cancelled);
  const checkedIn = active.filter((attendee) => attendee.verified);
  const seats = (list: Attendee[]) => list.reduce((sum, attendee) => sum + attendee.noOfSeats, 0);
  return {
    event: {
      _id: EVENT_ID,
      title: 'Sunset Jazz on the Lawns',
      date: '2099-12-04T14:00:00.000Z',
      cancelled: false,
      totalSeats: 200,
    },
    statistics: {
      totalBookings: attendees.length,
      activeBookings: active.length,
      cancelledBookings: attendees.length - active.length,
      checkedInBookings: checkedIn.length,
      seatsSold: seats(active),
      checkedInSeats: seats(checkedIn),
      byCategory: [],
      ...page.statistics,
    },
    attendees,
    nextCursor: page.nextCursor ?? null,
  };
}
