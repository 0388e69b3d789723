import { describe, expect, test } from 'vitest';
import { DEFAULT_REFUND_TIERS, refundBand, refundFor, refundPercentage, refundTier } from './refund-policy';

const now = new Date('2026-01-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('refund tiers', () => {
  test.each([
    [10, 'sevenDaysOrMore'],
    [7, 'sevenDaysOrMore'],
    [7 - 0.001, 'sevenDaysOrMore'],
    [7 - 0.0011, 'oneToDays'],
    [3, 'oneToDays'],
    [1, 'oneToDays'],
    [1 - 0.001, 'oneToDays'],
    [1 - 0.0011, 'lessThanDay'],
    [0.5, 'lessThanDay'],
    [-1, 'lessThanDay'],
  ] as const)('%s days before the event is the %s tier', (days, tier) => {
    expect(refundTier(at(days), now)).toBe(tier);
  });

  test('default tiers are 100, 50 and 0 percent', () => {
    expect(refundPercentage(DEFAULT_REFUND_TIERS, at(8), now)).toBe(100);
    expect(refundPercentage(DEFAULT_REFUND_TIERS, at(2), now)).toBe(50);
    expect(refundPercentage(DEFAULT_REFUND_TIERS, at(0.2), now)).toBe(0);
  });

  test('a custom policy replaces the default tiers', () => {
    const custom = { sevenDaysOrMore: 90, oneToDays: 40, lessThanDay: 10 };
    expect(refundPercentage(custom, at(8), now)).toBe(90);
    expect(refundPercentage(custom, at(2), now)).toBe(40);
    expect(refundPercentage(custom, at(0.2), now)).toBe(10);
  });

  test('the refund is rounded down to a whole paisa and never exceeds the amount', () => {
    expect(
      refundFor({ sevenDaysOrMore: 100, oneToDays: 33, lessThanDay: 0 }, at(2), now, 1001),
    ).toMatchObject({
      percentage: 33,
      refundPaise: 330,
    });
    expect(refundFor(DEFAULT_REFUND_TIERS, at(30), now, 250_00).refundPaise).toBe(250_00);
  });

  test('colour bands: 80 and above green, 50 and above yellow, else red', () => {
    expect(refundBand(80)).toBe('green');
    expect(refundBand(79)).toBe('yellow');
    expect(refundBand(50)).toBe('yellow');
    expect(refundBand(49)).toBe('red');
  });
});
