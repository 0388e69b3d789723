import { describe, expect, test } from 'vitest';
import type { EventFormTicketCategory } from '../schemas/event-form';
import {
  type ExistingTicketCategory,
  newEventSeats,
  planSeatChange,
  seatsSold,
  seatTotals,
} from './seat-changes';

const category = (
  name: string,
  price: number,
  totalSeats: number,
  id: string | null = null,
): EventFormTicketCategory => ({ _id: id, name, price, totalSeats, description: null });
const existing = (id: string, name: string, totalSeats: number, sold: number): ExistingTicketCategory => ({
  id,
  name,
  totalSeats,
  availableSeats: totalSeats - sold,
});
const simpleEvent = (totalSeats: number, sold: number) => ({
  hasTicketCategories: false,
  totalSeats,
  availableSeats: totalSeats - sold,
});
const categoryEvent = (rows: ExistingTicketCategory[]) => ({
  hasTicketCategories: true,
  totalSeats: rows.reduce((sum, row) => sum + row.totalSeats, 0),
  availableSeats: rows.reduce((sum, row) => sum + row.availableSeats, 0),
});

describe('seats sold and totals', () => {
  test('sold is what is no longer available', () => {
    expect(seatsSold({ totalSeats: 100, availableSeats: 94 })).toBe(6);
  });

  test("an event's price is its lowest category's, its seats their sums", () => {
    expect(
      seatTotals([
        { pricePaise: 50_000, totalSeats: 10, availableSeats: 4 },
        { pricePaise: 20_000, totalSeats: 30, availableSeats: 30 },
      ]),
    ).toEqual({ pricePaise: 20_000, totalSeats: 40, availableSeats: 34 });
  });
});

describe('a new event', () => {
  test('simple pricing: one price, every seat available, no categories', () => {
    expect(newEventSeats({ hasTicketCategories: false, price: 499.5, totalSeats: 80 })).toEqual({
      totals: { pricePaise: 49_950, totalSeats: 80, availableSeats: 80 },
      categories: [],
    });
  });

  test('categories: each in its form position, the event at the lowest price and the sum of seats', () => {
    const seats = newEventSeats({
      hasTicketCategories: true,
      ticketCategories: [category('VIP', 2000, 10), category('General', 500, 90)],
    });
    expect(seats.totals).toEqual({ pricePaise: 50_000, totalSeats: 100, availableSeats: 100 });
    expect(
      seats.categories.map((row) => [row.name, row.pricePaise, row.availableSeats, row.position]),
    ).toEqual([
      ['VIP', 200_000, 10, 0],
      ['General', 50_000, 90, 1],
    ]);
  });
});

describe('an edit of a simple-priced event', () => {
  test('seats may go down to what is sold, and stay sold', () => {
    const plan = planSeatChange(simpleEvent(100, 40), [], {
      hasTicketCategories: false,
      price: 300,
      totalSeats: 40,
    });
    expect(plan).toMatchObject({ refusal: null, removeAll: false, remove: [], update: [], insert: [] });
    expect(plan.refusal === null && plan.totals).toEqual({
      pricePaise: 30_000,
      totalSeats: 40,
      availableSeats: 0,
    });
  });

  test('not below it: 409 naming the number', () => {
    expect(
      planSeatChange(simpleEvent(100, 41), [], { hasTicketCategories: false, price: 300, totalSeats: 40 })
        .refusal,
    ).toEqual({
      code: 'CONFLICT',
      message: 'Total seats cannot be less than the 41 seats already sold',
      field: 'totalSeats',
    });
    expect(
      planSeatChange(simpleEvent(10, 1), [], { hasTicketCategories: false, price: 300, totalSeats: 0 })
        .refusal?.message,
    ).toBe('Total seats cannot be less than the 1 seat already sold');
  });
});

describe('the pricing mode', () => {
  test('changes while nothing is sold: the old categories go, the new ones come', () => {
    const rows = [existing('a', 'VIP', 10, 0)];
    const plan = planSeatChange(categoryEvent(rows), rows, {
      hasTicketCategories: false,
      price: 100,
      totalSeats: 5,
    });
    expect(plan).toEqual({
      refusal: null,
      removeAll: true,
      remove: [],
      update: [],
      insert: [],
      totals: { pricePaise: 10_000, totalSeats: 5, availableSeats: 5 },
    });
    const back = planSeatChange(simpleEvent(5, 0), [], {
      hasTicketCategories: true,
      ticketCategories: [category('Floor', 250, 20)],
    });
    expect(back).toMatchObject({
      refusal: null,
      removeAll: false,
      insert: [{ name: 'Floor', totalSeats: 20 }],
    });
  });

  test('not once a seat is sold', () => {
    expect(
      planSeatChange(simpleEvent(5, 1), [], {
        hasTicketCategories: true,
        ticketCategories: [category('Floor', 250, 20)],
      }).refusal,
    ).toEqual({
      code: 'CONFLICT',
      message: 'The pricing mode cannot be changed because 1 seat has already been sold',
      field: 'hasTicketCategories',
    });
  });
});

describe('an edit of the ticket categories', () => {
  const rows = [existing('aaa', 'VIP', 10, 4), existing('bbb', 'General ', 50, 0)];
  const edit = (ticketCategories: EventFormTicketCategory[]) =>
    planSeatChange(categoryEvent(rows), rows, { hasTicketCategories: true, ticketCategories });

  test('matches by id (any case) or by name, keeps what is sold, and inserts the rest', () => {
    const plan = edit([
      category('Gold', 900, 12, 'AAA'),
      category('general', 400, 60),
      category('Balcony', 300, 5),
    ]);
    if (plan.refusal) throw new Error(plan.refusal.message);
    expect(plan.remove).toEqual([]);
    expect(
      plan.update.map(({ id, seats }) => [id, seats.name, seats.availableSeats, seats.position]),
    ).toEqual([
      ['aaa', 'Gold', 8, 0],
      ['bbb', 'general', 60, 1],
    ]);
    expect(plan.insert.map((seats) => [seats.name, seats.availableSeats, seats.position])).toEqual([
      ['Balcony', 5, 2],
    ]);
    expect(plan.totals).toEqual({ pricePaise: 30_000, totalSeats: 77, availableSeats: 73 });
  });

  test('a category left out goes while none of its seats is sold', () => {
    const plan = edit([category('VIP', 900, 10, 'aaa')]);
    expect(plan).toMatchObject({ refusal: null, remove: ['bbb'], insert: [] });
  });

  test('a category with seats sold stays', () => {
    expect(edit([category('General', 400, 60, 'bbb')]).refusal).toEqual({
      code: 'CONFLICT',
      message: 'The ticket category "VIP" cannot be removed because 4 seats have already been sold',
      field: 'ticketCategories',
    });
  });

  test("a category's seats never go below what it sold", () => {
    expect(edit([category('VIP', 900, 3, 'aaa'), category('General', 400, 60)]).refusal).toEqual({
      code: 'CONFLICT',
      message: 'Total seats for "VIP" cannot be less than the 4 seats already sold',
      field: 'ticketCategories',
    });
  });

  test("an id of another event's category, or one sent twice, is refused first", () => {
    const notOurs = {
      code: 'VALIDATION_ERROR',
      message: 'The ticket category "Gold" does not belong to this event',
      field: 'ticketCategories',
    };
    expect(edit([category('Gold', 900, 1, 'zzz')]).refusal).toEqual(notOurs);
    expect(edit([category('VIP', 900, 10, 'aaa'), category('Gold', 900, 1, 'aaa')]).refusal).toEqual(notOurs);
  });
});
