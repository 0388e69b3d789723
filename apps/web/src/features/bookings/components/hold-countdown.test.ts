import { expect, test } from 'vitest';
import { formatCountdown } from './hold-countdown';

test("a checkout's hold counts minutes and seconds; a longer hold (a waitlist offer's) counts hours too", () => {
  expect(formatCountdown(581_000)).toBe('9:41');
  expect(formatCountdown(59_500)).toBe('1:00');
  expect(formatCountdown(3_599_000)).toBe('59:59');
  expect(formatCountdown(3_600_000)).toBe('1:00:00');
  expect(formatCountdown(12 * 3_600_000 - 2_000)).toBe('11:59:58');
  expect(formatCountdown(72 * 3_600_000)).toBe('72:00:00');
  expect(formatCountdown(-5_000)).toBe('0:00');
});
