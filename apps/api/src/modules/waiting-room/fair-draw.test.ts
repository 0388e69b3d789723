import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { drawKey, drawOrder, newDrawSeed } from './fair-draw';

/** Seeds for the statistical tests, fixed so a run's verdict never depends on luck (each as random as any other). */
const seedNumber = (n: number) => createHash('sha256').update(`waiting-room-test-seed-${n}`).digest('hex');

/** Pearson's chi-square of observed counts against equal expectations. */
function chiSquare(counts: number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('the on-sale draw', () => {
  test('every order of a three-place line is equally likely (chi-square over 6,000 draws)', () => {
    const places = [{ id: 'a1b2' }, { id: 'c3d4' }, { id: 'e5f6' }];
    const counts = new Map<string, number>();
    const draws = 6_000;
    for (let n = 0; n < draws; n++) {
      const order = drawOrder(seedNumber(n), places)
        .map((place) => place.id)
        .join(',');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // 5 degrees of freedom: 20.5 is the 0.1% critical value (a uniform draw exceeds it once in a thousand seeds sets).
    expect(chiSquare([...counts.values()], draws)).toBeLessThan(20.5);
  });

  test('in a line of ten, each place is first equally often and keeps no trace of the order it joined in', () => {
    const places = Array.from({ length: 10 }, (_, index) => ({ id: `place-${index}` }));
    const firsts = new Array<number>(10).fill(0);
    const lasts = new Array<number>(10).fill(0);
    const draws = 5_000;
    for (let n = 0; n < draws; n++) {
      const order = drawOrder(seedNumber(10_000 + n), places);
      firsts[Number(order[0]!.id.slice(6))]! += 1;
      lasts[Number(order[9]!.id.slice(6))]! += 1;
    }
    // 9 degrees of freedom: 27.9 is the 0.1% critical value.
    expect(chiSquare(firsts, draws)).toBeLessThan(27.9);
    expect(chiSquare(lasts, draws)).toBeLessThan(27.9);
  });

  test('the recorded seed replays the same order, whatever order the places are listed in', () => {
    const seed = newDrawSeed();
    const places = Array.from({ length: 50 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    const drawn = drawOrder(seed, places).map((place) => place.id);
    expect(drawOrder(seed, [...places].reverse()).map((place) => place.id)).toEqual(drawn);
    expect(new Set(drawn).size).toBe(50);
  });

  test('another seed draws another order; a key is a keyed hash, not the id', () => {
    const places = Array.from({ length: 20 }, (_, index) => ({ id: `p${index}` }));
    expect(drawOrder(seedNumber(1), places)).not.toEqual(drawOrder(seedNumber(2), places));
    expect(drawKey(seedNumber(1), 'p1')).toMatch(/^[0-9a-f]{64}$/);
    expect(drawKey(seedNumber(1), 'p1')).not.toBe(drawKey(seedNumber(2), 'p1'));
  });

  test('a new seed is 32 random bytes', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed()).not.toBe(seed);
  });
});
