import { describe, expect, test } from 'vitest';
import { hasAtMostTwoDecimals, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  test('rupees convert to integer paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1499.99)).toBe(149_999);
    expect(paiseToRupees(149_999)).toBe(1499.99);
  });

  test('non-finite amounts and fractional paise are refused', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  test('prices may have at most two decimals', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
  });
});
