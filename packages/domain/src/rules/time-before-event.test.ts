import { describe, expect, test } from 'vitest';
import { refundTier } from './refund-policy';
import { timeBeforeEventText } from './time-before-event';

const HOUR = 1 / 24;

describe('time before the event in words', () => {
  test.each([
    [3.2, '3 days'],
    [3.99, '3 days'],
    [10, '10 days'],
    [1, '1 day'],
    [1.5, '1 day'],
    [5 * HOUR + 0.01, '5 hours'],
    [5.9 * HOUR, '5 hours'],
    [HOUR, '1 hour'],
    [40 / (24 * 60), '40 minutes'],
    [1 / (24 * 60), '1 minute'],
    [0.2 / (24 * 60), 'less than a minute'],
    [0, 'less than a minute'],
  ])('%s days is "%s"', (days, words) => {
    expect(timeBeforeEventText(days)).toBe(words);
  });

  test('the words never contradict the refund tier at its boundaries', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
    for (const days of [7 - 0.001, 7 - 0.0011, 6.9, 1 - 0.001, 1 - 0.0011, 0.999]) {
      const tier = refundTier(at(days), now);
      const words = timeBeforeEventText(days);
      const wholeDays = words.endsWith('day') || words.endsWith('days') ? Number.parseInt(words, 10) : 0;
      if (tier === 'sevenDaysOrMore') expect(wholeDays, `${days}`).toBeGreaterThanOrEqual(7);
      if (tier === 'oneToDays') expect(wholeDays, `${days}`).toBeGreaterThanOrEqual(1);
      if (tier === 'oneToDays') expect(wholeDays, `${days}`).toBeLessThan(7);
      if (tier === 'lessThanDay') expect(wholeDays, `${days}`).toBe(0);
    }
  });
});
