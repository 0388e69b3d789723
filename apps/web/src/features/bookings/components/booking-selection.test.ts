import { describe, expect, test } from 'vitest';
import {
  bookingBody,
  isEventSoldOut,
  normalizeSelection,
  paymentIntentBody,
  sameSelection,
  summarizeSelection,
} from './booking-selection';
import { makeCategoryEvent, makeEvent } from './booking-test-utils';
import { formatCardNumber, formatCvc, formatExpiry, isTestCardComplete } from './test-card-fields';

describe('booking selection', () => {
  test('totals are summed in integer paise and sent in rupees', () => {
    const event = makeCategoryEvent({
      ticketCategories: [
        { _id: 'a', name: 'A', description: null, price: 0.1, totalSeats: 9, availableSeats: 9 },
        { _id: 'b', name: 'B', description: null, price: 0.2, totalSeats: 9, availableSeats: 9 },
      ],
    });
    const selection = { kind: 'categories' as const, quantities: { A: 1, B: 1 } };
    expect(summarizeSelection(event, selection).totalPaise).toBe(30);
    expect(paymentIntentBody(event, selection).amount).toBe(0.3);
  });

  test('lines follow the order of the categories and skip zero quantities', () => {
    const event = makeCategoryEvent();
    const selection = { kind: 'categories' as const, quantities: { Gold: 1, VIP: 2, Silver: 0 } };
    expect(summarizeSelection(event, selection).lines.map((line) => line.categoryName)).toEqual([
      'VIP',
      'Gold',
    ]);
    expect(bookingBody(event, selection, 'pi_1')).toMatchObject({ totalQuantity: 3, totalAmount: 3800 });
  });

  test('a selection is cut down to what is on sale now', () => {
    const event = makeCategoryEvent();
    expect(
      normalizeSelection(event, { kind: 'categories', quantities: { VIP: 9, Gold: 9, Gone: 3 } }, 0),
    ).toEqual({ kind: 'categories', quantities: { VIP: 5, Gold: 5 } });
    const single = makeEvent();
    expect(normalizeSelection(single, { kind: 'seats', seats: 8 }, 3)).toEqual({ kind: 'seats', seats: 3 });
    expect(normalizeSelection(single, { kind: 'seats', seats: 2 }, 0)).toEqual({ kind: 'seats', seats: 0 });
    expect(normalizeSelection(single, { kind: 'categories', quantities: { VIP: 1 } }, 5)).toEqual({
      kind: 'seats',
      seats: 1,
    });
  });

  test('sold out: every category gone, or no seat left', () => {
    expect(isEventSoldOut(makeCategoryEvent(), 0)).toBe(false);
    const gone = makeCategoryEvent();
    gone.ticketCategories = gone.ticketCategories.map((category) => ({ ...category, availableSeats: 0 }));
    expect(isEventSoldOut(gone, 10)).toBe(true);
    expect(isEventSoldOut(makeEvent(), 0)).toBe(true);
    expect(isEventSoldOut(makeEvent(), 1)).toBe(false);
  });

  test('the same selection ignores zero entries', () => {
    expect(
      sameSelection(
        { kind: 'categories', quantities: { VIP: 1 } },
        { kind: 'categories', quantities: { VIP: 1, Gold: 0 } },
      ),
    ).toBe(true);
    expect(sameSelection({ kind: 'seats', seats: 1 }, { kind: 'seats', seats: 2 })).toBe(false);
  });
});

describe('test card fields', () => {
  test('format as typed or pasted', () => {
    expect(formatCardNumber('4242-4242 4242424299')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatCvc('12a345')).toBe('1234');
  });

  test('complete means 16 digits, MM/YY with a real month, and a 3-4 digit CVC', () => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(isTestCardComplete(card)).toBe(true);
    expect(isTestCardComplete({ ...card, cardNumber: '4242 4242 4242 424' })).toBe(false);
    expect(isTestCardComplete({ ...card, expiry: '00/30' })).toBe(false);
    expect(isTestCardComplete({ ...card, expiry: '1/30' })).toBe(false);
    expect(isTestCardComplete({ ...card, cvc: '12' })).toBe(false);
    expect(isTestCardComplete({ ...card, cvc: '1234' })).toBe(true);
  });
});
