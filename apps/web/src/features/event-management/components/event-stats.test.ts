import type { Event } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import {
  dashboardTotals,
  isSoldOut,
  occupancyPercent,
  organizerPriceLabel,
  splitEventsByDate,
} from './event-stats';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function event(overrides: Partial<Event>): Event {
  return {
    _id: 'e1',
    title: 'Jazz Night',
    description: 'Live jazz',
    photo: null,
    photoThumb: null,
    date: '2026-04-01T14:00:00.000Z',
    city: 'Mumbai',
    stateCode: '27',
    price: 500,
    categoryId: null,
    venue: { name: 'NCPA', address: null, coordinates: null, placeId: null },
    totalSeats: 100,
    availableSeats: 100,
    totalBooked: 0,
    cancelled: false,
    cancelledReason: null,
    hasTicketCategories: false,
    ticketCategories: [],
    useDefaultRefundPolicy: true,
    customRefundPolicy: null,
    organizerId: { _id: 'o1', name: 'Priya' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('upcoming and past', () => {
  test('upcoming is date now or later (cancelled ones too), soonest first; past is most recent first', () => {
    const later = event({ _id: 'later', date: '2026-05-01T00:00:00.000Z' });
    const soon = event({ _id: 'soon', date: '2026-03-02T00:00:00.000Z', cancelled: true });
    const atNow = event({ _id: 'now', date: NOW.toISOString() });
    const longAgo = event({ _id: 'long-ago', date: '2025-01-01T00:00:00.000Z' });
    const recent = event({ _id: 'recent', date: '2026-02-28T00:00:00.000Z' });
    const { upcoming, past } = splitEventsByDate([later, longAgo, soon, recent, atNow], NOW);
    expect(upcoming.map((item) => item._id)).toEqual(['now', 'soon', 'later']);
    expect(past.map((item) => item._id)).toEqual(['recent', 'long-ago']);
  });
});

describe('occupancy', () => {
  test('is booked seats over capacity in percent, rounded', () => {
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(2, 3)).toBe(67);
    expect(occupancyPercent(150, 150)).toBe(100);
    expect(occupancyPercent(0, 0)).toBe(0);
  });

  test("'Event Sold Out' needs no seat left of a capacity above zero", () => {
    expect(isSoldOut({ availableSeats: 0, totalSeats: 50 })).toBe(true);
    expect(isSoldOut({ availableSeats: 0, totalSeats: 0 })).toBe(false);
    expect(isSoldOut({ availableSeats: 1, totalSeats: 50 })).toBe(false);
  });
});

test("the price reads '₹X onwards' for ticket categories, else the single price", () => {
  const tiers = [
    { _id: 'a', name: 'Gold', description: null, price: 1499, totalSeats: 10, availableSeats: 10 },
    { _id: 'b', name: 'Silver', description: null, price: 499, totalSeats: 10, availableSeats: 10 },
  ];
  expect(organizerPriceLabel(event({ hasTicketCategories: true, ticketCategories: tiers, price: 499 }))).toBe(
    '₹499 onwards',
  );
  expect(organizerPriceLabel(event({ price: 1250 }))).toBe('₹1,250');
});

test('the summary counts active upcoming events, cancelled ones and seats booked outside cancelled events', () => {
  const totals = dashboardTotals(
    [
      event({ _id: 'a', totalBooked: 10 }),
      event({ _id: 'b', cancelled: true, totalBooked: 4 }),
      event({ _id: 'c', date: '2025-12-01T00:00:00.000Z', totalBooked: 20 }),
    ],
    NOW,
  );
  expect(totals).toEqual({ total: 3, activeUpcoming: 1, cancelled: 1, seatsBooked: 30 });
});
