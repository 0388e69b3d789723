// The demo's bookings as data: who booked what, when, and what became of it (demo-bookings.ts writes them).

export type DemoAttendee = 'ananya' | 'vikram';

export interface DemoBooking {
  attendee: DemoAttendee;
  /** The demo event's title. */
  event: string;
  /** Seats of a single-price event, or the lines of a ticket-category event. */
  seats?: number;
  items?: { category: string; quantity: number }[];
  /** Booked this many days before the seed runs (before the event, for a past one). */
  bookedDaysAgo: number;
  /** Checked in at the door by the event's organizer, with the camera, this long before the start. */
  checkedInMinutesBeforeStart?: number;
  /** Cancelled by the attendee this many days ago (refunded by the policy frozen on the booking). */
  cancelledByAttendeeDaysAgo?: number;
}

export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    attendee: 'ananya',
    event: 'Sufi Nights by the Sea',
    items: [{ category: 'Gold', quantity: 2 }],
    bookedDaysAgo: 6,
  },
  { attendee: 'ananya', event: 'Startup Founders Meetup', seats: 1, bookedDaysAgo: 2 },
  {
    attendee: 'ananya',
    event: 'Carnatic Evening: Strings of the South',
    seats: 2,
    bookedDaysAgo: 18,
    checkedInMinutesBeforeStart: 25,
  },
  {
    attendee: 'ananya',
    event: 'Laugh Riot: Stand-up Saturday',
    seats: 2,
    bookedDaysAgo: 9,
    cancelledByAttendeeDaysAgo: 1,
  },
  // The organizer cancelled this one (the demo's cancelled event): refunded in full.
  { attendee: 'ananya', event: 'Sunset Jazz on the Lawns', seats: 2, bookedDaysAgo: 12 },
  {
    attendee: 'vikram',
    event: 'Kochi Football Cup Final',
    items: [
      { category: 'East Stand', quantity: 3 },
      { category: 'Pavilion', quantity: 1 },
    ],
    bookedDaysAgo: 4,
  },
  { attendee: 'vikram', event: 'Jaipur Kite & Colour Festival', seats: 3, bookedDaysAgo: 3 },
  // Every Royal Box seat: the category is sold out, and Ananya waits for it (demo-waitlist.ts).
  {
    attendee: 'vikram',
    event: 'Tughlaq: A Girish Karnad Classic',
    items: [{ category: 'Royal Box', quantity: 6 }],
    bookedDaysAgo: 5,
  },
  { attendee: 'vikram', event: 'Carnatic Evening: Strings of the South', seats: 1, bookedDaysAgo: 14 },
  {
    attendee: 'vikram',
    event: 'Hyderabad Biryani Trail',
    seats: 1,
    bookedDaysAgo: 8,
    cancelledByAttendeeDaysAgo: 3,
  },
];

/** What the demo bookings need to know of each seeded event. */
