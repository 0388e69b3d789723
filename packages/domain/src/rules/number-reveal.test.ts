import { describe, expect, it } from 'vitest';
import {
  REVEAL_ASK_MARGIN_MS,
  REVEAL_MAX_SECONDS,
  revealAskDelayMs,
  revealWindowSeconds,
} from './number-reveal';

describe('revealWindowSeconds', () => {
  it('gives a line the servers answer within a second no window', () => {
    expect(revealWindowSeconds(0, 1000)).toBe(0);
    expect(revealWindowSeconds(999, 1000)).toBe(0);
  });

  it('spreads a longer line at the answer rate, in whole seconds', () => {
    expect(revealWindowSeconds(1000, 1000)).toBe(1);
    expect(revealWindowSeconds(12_500, 1000)).toBe(12);
  });

  it('never waits longer than the cap', () => {
    expect(revealWindowSeconds(50_000, 500)).toBe(REVEAL_MAX_SECONDS);
  });

  it('has no window without a rate', () => {
    expect(revealWindowSeconds(50_000, 0)).toBe(0);
  });
});

describe('revealAskDelayMs', () => {
  const now = 1_000_000;

  it('spreads the asks evenly over what is left of the window, less the margin', () => {
    const startsAt = now + 20_000;
    expect(revealAskDelayMs(now, startsAt, 0)).toBe(0);
    expect(revealAskDelayMs(now, startsAt, 0.5)).toBe((20_000 - REVEAL_ASK_MARGIN_MS) / 2);
    expect(revealAskDelayMs(now, startsAt, 0.999_999)).toBeLessThan(20_000 - REVEAL_ASK_MARGIN_MS);
  });

  it('asks at once when the window is over or shorter than the margin', () => {
    expect(revealAskDelayMs(now, now - 5_000, 0.7)).toBe(0);
    expect(revealAskDelayMs(now, now + REVEAL_ASK_MARGIN_MS, 0.7)).toBe(0);
  });
});
