import { describe, expect, test } from 'vitest';
import {
  categoryQuantityOptions,
  isCategorySoldOut,
  MAX_TICKETS_MESSAGE,
  selectionAllowance,
  selectionTotalPaise,
  singlePriceSeatOptions,
  totalSelected,
} from './ticket-selection';

describe('ticket selection', () => {
  test('a category offers 0..min(available, allowance left by the other categories)', () => {
    expect(categoryQuantityOptions('VIP', 4, {})).toEqual([0, 1, 2, 3, 4]);
    expect(categoryQuantityOptions('VIP', 50, {})).toHaveLength(11);
    expect(categoryQuantityOptions('VIP', 50, { General: 7 })).toEqual([0, 1, 2, 3]);
    expect(categoryQuantityOptions('VIP', 50, { General: 7, VIP: 3 })).toEqual([0, 1, 2, 3]);
    expect(categoryQuantityOptions('VIP', 50, { General: 10 })).toEqual([0]);
    expect(categoryQuantityOptions('VIP', 0, {})).toEqual([0]);
  });

  test('a category with no seats is sold out', () => {
    expect(isCategorySoldOut(0)).toBe(true);
    expect(isCategorySoldOut(1)).toBe(false);
  });

  test('the allowance warning: from 8, "(N remaining)" at 7-9, the limit message at 10', () => {
    expect(selectionAllowance(6)).toEqual({
      showWarning: false,
      remainingLabel: null,
      remainingText: null,
      limitMessage: null,
    });
    expect(selectionAllowance(7)).toEqual({
      showWarning: false,
      remainingLabel: '(3 remaining)',
      remainingText: { id: '({remaining} remaining)', values: { remaining: 3 } },
      limitMessage: null,
    });
    expect(selectionAllowance(8)).toMatchObject({
      showWarning: true,
      remainingLabel: '(2 remaining)',
      limitMessage: null,
    });
    expect(selectionAllowance(9).remainingLabel).toBe('(1 remaining)');
    expect(selectionAllowance(10)).toEqual({
      showWarning: true,
      remainingLabel: null,
      remainingText: null,
      limitMessage: MAX_TICKETS_MESSAGE,
    });
  });

  test('single-price events offer 1..min(10, remaining)', () => {
    expect(singlePriceSeatOptions(3)).toEqual([1, 2, 3]);
    expect(singlePriceSeatOptions(40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(singlePriceSeatOptions(0)).toEqual([]);
  });

  test('totals are integer paise', () => {
    expect(totalSelected({ VIP: 2, General: 3, Balcony: 0 })).toBe(5);
    expect(
      selectionTotalPaise([
        { quantity: 3, pricePerTicketPaise: 33_333 },
        { quantity: 1, pricePerTicketPaise: 1 },
      ]),
    ).toBe(100_000);
  });
});
