import { describe, expect, test } from 'vitest';
import { createRecentCodes, REPEAT_WINDOW_MS } from './recent-codes';

describe('recent codes (no code sent twice within a few seconds)', () => {
  function clock() {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  }

  test('the same code within the window is held back; another code passes', () => {
    const { now, advance } = clock();
    const recent = createRecentCodes(REPEAT_WINDOW_MS, now);
    expect(recent.admit('A')).toBe(true);
    advance(1_000);
    expect(recent.admit('A')).toBe(false);
    expect(recent.admit('B')).toBe(true);
  });

  test('a code kept in view stays held back, even across a stall longer than the window', () => {
    const { now, advance } = clock();
    const recent = createRecentCodes(REPEAT_WINDOW_MS, now);
    expect(recent.admit('A')).toBe(true);
    for (let second = 0; second < 10; second += 1) {
      advance(1_000);
      expect(recent.admit('A')).toBe(false);
    }
    advance(REPEAT_WINDOW_MS * 3);
    expect(recent.admit('A')).toBe(false);
  });

  test('once out of view (an empty frame or another code) for the whole window, a code passes again', () => {
    const { now, advance } = clock();
    const recent = createRecentCodes(REPEAT_WINDOW_MS, now);
    expect(recent.admit('A')).toBe(true);
    advance(1_000);
    recent.noCodeInView();
    advance(REPEAT_WINDOW_MS - 1);
    // Back in view just before the window ran out: held back, and the window starts again when it next leaves.
    expect(recent.admit('A')).toBe(false);
    advance(1_000);
    expect(recent.admit('B')).toBe(true);
    advance(REPEAT_WINDOW_MS - 1);
    expect(recent.admit('A')).toBe(false);
    recent.noCodeInView();
    advance(REPEAT_WINDOW_MS);
    expect(recent.admit('A')).toBe(true);
    expect(recent.admit('B')).toBe(true);
  });

  test('forget lets a code through at once; clear forgets everything', () => {
    const { now } = clock();
    const recent = createRecentCodes(REPEAT_WINDOW_MS, now);
    recent.admit('A');
    recent.admit('B');
    recent.forget('A');
    expect(recent.admit('A')).toBe(true);
    expect(recent.admit('B')).toBe(false);
    recent.clear();
    expect(recent.admit('B')).toBe(true);
  });
});
