/* Test data of the waitlist feature (imported by its tests only). */
import type { EventWaitlist, ManagedWaitlist, WaitlistEntry } from '@ticketmela/domain';

export const EVENT_ID = '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e';
export const ENTRY_ID = 'c3d4e5f6-0000-4000-8000-00000000e001';

const HOUR = 3_600_000;

export function makeEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: ENTRY_ID,
    event: {
      _id: EVENT_ID,
      title: 'Sunburn Arena: Pune',
      date: '2099-03-05T14:00:00.000Z',
      city: 'Pune',
      location: 'Mahalaxmi Lawns',
    },
    categoryName: null,
    quantity: 2,
    acceptPartial: false,
    status: 'waiting',
    position: 3,
    joinedAt: '2026-11-20T10:00:00.000Z',
    offer: null,
    bookingId: null,
    ...overrides,
  };
}

/** An entry whose offer holds `quantity` seats at ₹499 each for 12 hours from now. */
export function makeOffered(overrides: Partial<WaitlistEntry> = {}, quantity = 2): WaitlistEntry {
  return makeEntry({
    status: 'offered',
    position: null,
    offer: {
      quantity,
      amount: 499 * quantity,
      pricePerTicket: 499,
      offeredAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + 12 * HOUR).toISOString(),
    },
    ...overrides,
  });
}

export function makeEventWaitlist(overrides: Partial<EventWaitlist> = {}): EventWaitlist {
  return { enabled: true, offerHours: 12, lines: [], myEntries: [], ...overrides };
}

export function makeManagedWaitlist(overrides: Partial<ManagedWaitlist> = {}): ManagedWaitlist {
  return {
    eventId: EVENT_ID,
    eventTitle: 'Sunburn Arena: Pune',
    enabled: true,
    offerHours: 12,
    lines: [
      {
        categoryName: 'VIP',
        waiting: 2,
        waitingTickets: 5,
        offered: 1,
        offeredTickets: 2,
        converted: 3,
        convertedTickets: 4,
        expired: 1,
        declined: 0,
        left: 2,
      },
    ],
    entries: [
      {
        _id: 'm1',
        name: 'Kavya Iyer',
        email: 'kavya@example.in',
        categoryName: 'VIP',
        quantity: 3,
        acceptPartial: true,
        status: 'offered',
        position: null,
        joinedAt: '2026-11-20T10:00:00.000Z',
        offer: {
          quantity: 2,
          amount: 3000,
          pricePerTicket: 1500,
          offeredAt: '2026-11-27T10:00:00.000Z',
          expiresAt: '2026-11-27T22:00:00.000Z',
        },
      },
      {
        _id: 'm2',
        name: 'Rohan Mehta',
        email: 'rohan@example.in',
        categoryName: 'VIP',
        quantity: 2,
        acceptPartial: false,
        status: 'waiting',
        position: 1,
        joinedAt: '2026-11-21T10:00:00.000Z',
        offer: null,
      },
    ],
    ...overrides,
  };
}
