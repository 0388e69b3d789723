import { describe, expect, test } from 'vitest';
import type { Event } from '../schemas/event';
import {
  dayInIndia,
  distinctCities,
  EMPTY_EVENT_FILTERS,
  hasActiveFilters,
  matchesEventFilters,
  startingPrice,
  visibleUpcomingEvents,
} from './event-filters';

function event(overrides: Partial<Event>): Event {
  return {
    _id: 'e1',
    title: 'Jazz Night',
    description: '',
    photo: null,
    photoThumb: null,
    date: '2099-05-10T14:30:00.000Z',
    city: 'Mumbai',
    stateCode: '27',
    price: 800,
    categoryId: { _id: 'music', name: 'Music' },
    venue: { name: 'NCPA', address: null, coordinates: null, placeId: null },
    totalSeats: 10,
    availableSeats: 10,
    totalBooked: 0,
    cancelled: false,
    cancelledReason: null,
    hasTicketCategories: false,
    ticketCategories: [],
    useDefaultRefundPolicy: true,
    customRefundPolicy: null,
    organizerId: { _id: 'o1', name: 'Priya' },
    createdAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const filters = (overrides: Partial<typeof EMPTY_EVENT_FILTERS>) => ({
  ...EMPTY_EVENT_FILTERS,
  ...overrides,
});

describe('event list filters', () => {
  test('each filter alone', () => {
    const jazz = event({});
    expect(matchesEventFilters(jazz, filters({ search: 'JAZZ' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ search: 'rock' }))).toBe(false);
    expect(matchesEventFilters(jazz, filters({ category: 'music' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ category: 'comedy' }))).toBe(false);
    expect(matchesEventFilters(jazz, filters({ city: 'Mumbai' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ city: 'mumbai' }))).toBe(false);
    expect(matchesEventFilters(jazz, filters({ price: '800' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ price: '799.99' }))).toBe(false);
    expect(matchesEventFilters(jazz, filters({ date: '2099-05-10' }))).toBe(true);
  });

  test('a category may be named by its id, name in any case or slug; a refused max price filters nothing', () => {
    const jazz = event({});
    expect(matchesEventFilters(jazz, filters({ category: 'MUSIC' }))).toBe(true);
    expect(matchesEventFilters(event({ categoryId: null }), filters({ category: 'music' }))).toBe(false);
    expect(matchesEventFilters(jazz, filters({ price: '-5' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ price: ' ' }))).toBe(true);
  });

  test('the day is the day in India', () => {
    expect(dayInIndia('2099-05-10T20:00:00Z')).toBe('2099-05-11');
    expect(
      matchesEventFilters(event({ date: '2099-05-10T20:00:00Z' }), filters({ date: '2099-05-10' })),
    ).toBe(false);
  });

  test('filters combine', () => {
    const jazz = event({});
    expect(matchesEventFilters(jazz, filters({ search: 'jazz', city: 'Mumbai', price: '1000' }))).toBe(true);
    expect(matchesEventFilters(jazz, filters({ search: 'jazz', city: 'Pune', price: '1000' }))).toBe(false);
  });

  test('active filters, distinct cities and visible events', () => {
    expect(hasActiveFilters(EMPTY_EVENT_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ city: 'Pune' }))).toBe(true);
    expect(
      distinctCities([
        event({ city: 'Pune' }),
        event({ city: '' }),
        event({ city: 'Pune' }),
        event({ city: 'Goa' }),
      ]),
    ).toEqual(['Pune', 'Goa']);
    const now = new Date('2099-05-01T00:00:00Z');
    const visible = visibleUpcomingEvents(
      [
        event({ _id: 'a' }),
        event({ _id: 'b', cancelled: true }),
        event({ _id: 'c', date: '2099-04-01T00:00:00Z' }),
      ],
      now,
    );
    expect(visible.map((e) => e._id)).toEqual(['a']);
  });

  test('the starting price is the lowest ticket category price, else the single price', () => {
    const tiers = [
      { _id: 'v', name: 'VIP', description: null, price: 5000, totalSeats: 1, availableSeats: 1 },
      { _id: 'g', name: 'General', description: null, price: 1500, totalSeats: 1, availableSeats: 1 },
    ];
    expect(startingPrice(event({ hasTicketCategories: true, ticketCategories: tiers }))).toBe(1500);
    expect(startingPrice(event({ price: 0 }))).toBe(0);
  });
});
