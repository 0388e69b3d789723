import { describe, expect, test } from 'vitest';
import { queueStanding } from './queue-standing';

describe('queueStanding', () => {
  test('a number the room admits has its turn, with nobody ahead', () => {
    expect(queueStanding(40, 40, 100)).toEqual({ admitted: true, peopleAhead: 0, estimatedWaitSeconds: 0 });
    expect(queueStanding(1, 500, 0)).toEqual({ admitted: true, peopleAhead: 0, estimatedWaitSeconds: 0 });
  });

  test('the people ahead are those between the last admitted number and this one', () => {
    expect(queueStanding(41, 40, 100).peopleAhead).toBe(0);
    expect(queueStanding(1_000, 40, 100).peopleAhead).toBe(959);
    expect(queueStanding(7, 0, 0).peopleAhead).toBe(6);
  });

  test('the wait is the distance at the measured rate, rounded up to the second', () => {
    // 960 numbers to go at 120 a minute: 8 minutes.
    expect(queueStanding(1_000, 40, 120).estimatedWaitSeconds).toBe(480);
    // The next number at 7 a minute: 60/7 = 8.57 s -> 9.
    expect(queueStanding(41, 40, 7).estimatedWaitSeconds).toBe(9);
  });

  test('no estimate before the room has admitted anyone at a rate', () => {
    expect(queueStanding(10, 0, 0).estimatedWaitSeconds).toBeNull();
  });
});
