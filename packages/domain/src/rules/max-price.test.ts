import { describe, expect, test } from 'vitest';
import { maxPriceMessage, readMaxPrice } from './max-price';

describe('readMaxPrice', () => {
  test.each([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['-0', 0],
    ['800', 800],
    [' 1500 ', 1500],
    ['99.50', 99.5],
    ['99999999999', 99999999999],
  ])('%j is a limit of %s rupees', (text, rupees) => {
    expect(readMaxPrice(text)).toEqual({ ok: true, rupees });
  });

  test.each(['-1', '-0.5', ' -800'])('%j is refused as negative', (text) => {
    expect(readMaxPrice(text)).toEqual({ ok: false, problem: 'negative' });
  });

  test.each(['cheap', '1e3', '0x10', 'Infinity', 'NaN', '1,000', '₹500', '5.', '.5', '+5', '- 5'])(
    '%j is refused as not a number',
    (text) => {
      expect(readMaxPrice(text)).toEqual({ ok: false, problem: 'not-a-number' });
    },
  );
});

describe('maxPriceMessage', () => {
  test('names the field as its reader knows it', () => {
    expect(maxPriceMessage('negative', 'maxPrice')).toBe('maxPrice must be 0 or more');
    expect(maxPriceMessage('not-a-number', 'maxPrice')).toBe('maxPrice must be a number');
    expect(maxPriceMessage('negative', 'Max price')).toBe('Max price must be 0 or more');
  });
});
