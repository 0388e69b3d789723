import { describe, expect, test } from 'vitest';
import { isCancelChoiceRefusal, ticketsToCancel } from './partial-cancellation';

const singlePrice = {
  hasTicketCategories: false,
  totalQuantity: 3,
  totalAmountPaise: 150_000,
  pricePerSeatPaise: 50_000,
  lines: [],
};

const categories = {
  hasTicketCategories: true,
  totalQuantity: 5,
  totalAmountPaise: 434_800,
  pricePerSeatPaise: 0,
  lines: [
    { categoryName: 'VIP', quantity: 2, pricePerTicketPaise: 149_900 },
    { categoryName: 'General', quantity: 3, pricePerTicketPaise: 45_000 },
  ],
};

describe('the tickets a partial cancellation takes', () => {
  test('some seats of a single-price booking cost their price each', () => {
    expect(ticketsToCancel(singlePrice, { noOfSeats: 1 })).toEqual({
      quantity: 1,
      remainingQuantity: 2,
      wholeBooking: false,
      lines: [],
      valuePaise: 50_000,
    });
  });

  test('category lines, named in any case, cost their lines’ prices', () => {
    const result = ticketsToCancel(categories, {
      ticketItems: [
        { categoryName: 'vip ', quantity: 1 },
        { categoryName: 'General', quantity: 2 },
      ],
    });
    expect(result).toEqual({
      quantity: 3,
      remainingQuantity: 2,
      wholeBooking: false,
      lines: [
        { categoryName: 'VIP', quantity: 1, pricePerTicketPaise: 149_900 },
        { categoryName: 'General', quantity: 2, pricePerTicketPaise: 45_000 },
      ],
      valuePaise: 239_900,
    });
  });

  test('every ticket, or no choice at all, is the whole booking at what it cost', () => {
    expect(ticketsToCancel(singlePrice, { noOfSeats: 3 })).toMatchObject({
      wholeBooking: true,
      remainingQuantity: 0,
      valuePaise: 150_000,
    });
    expect(ticketsToCancel(categories, {})).toMatchObject({
      quantity: 5,
      wholeBooking: true,
      valuePaise: 434_800,
    });
  });

  test('more tickets than the booking holds are refused, by line', () => {
    expect(ticketsToCancel(singlePrice, { noOfSeats: 4 })).toEqual({
      field: 'noOfSeats',
      message: 'This booking has only 3 tickets',
    });
    expect(ticketsToCancel(categories, { ticketItems: [{ categoryName: 'VIP', quantity: 3 }] })).toEqual({
      field: 'ticketItems',
      message: 'This booking has only 2 tickets of VIP',
    });
  });

  test('a category the booking does not have, or named twice, is refused', () => {
    expect(ticketsToCancel(categories, { ticketItems: [{ categoryName: 'Balcony', quantity: 1 }] })).toEqual({
      field: 'ticketItems',
      message: 'This booking has no Balcony tickets',
    });
    const twice = ticketsToCancel(categories, {
      ticketItems: [
        { categoryName: 'VIP', quantity: 1 },
        { categoryName: 'vip', quantity: 1 },
      ],
    });
    expect(twice).toEqual({ field: 'ticketItems', message: 'Each ticket category may appear once' });
  });

  test('a seat count for a category booking, or lines for a single-price one, is refused', () => {
    const seats = ticketsToCancel(categories, { noOfSeats: 1 });
    expect(isCancelChoiceRefusal(seats) && seats.field).toBe('noOfSeats');
    const lines = ticketsToCancel(singlePrice, { ticketItems: [{ categoryName: 'VIP', quantity: 1 }] });
    expect(isCancelChoiceRefusal(lines) && lines.field).toBe('ticketItems');
  });
});
