import { describe, expect, test } from 'vitest';
import { DATE_INTO_PAST_MESSAGE } from './date-change';
import { plannedDateMove } from './date-move';

const now = new Date('2026-03-01T12:00:00Z');
const stored = new Date('2026-04-01T18:30:42.500Z');
const move = (submitted: string, hasBookings = true) =>
  plannedDateMove({ stored, submitted: new Date(submitted), hasBookings, byAdmin: false, now });

describe("an edit's date", () => {
  test("within the stored date's minute is no move, and the stored instant stays", () => {
    expect(move('2026-04-01T18:30:00Z')).toEqual({ date: stored, moved: false });
  });

  test('another minute is a move', () => {
    expect(move('2026-04-01T18:31:00Z')).toEqual({ date: new Date('2026-04-01T18:31:00Z'), moved: true });
  });

  test("a move is refused by the date-change rules, with the date field's message", () => {
    expect(move('2026-02-01T18:30:00Z')).toEqual({ refusal: DATE_INTO_PAST_MESSAGE });
    expect(move('2026-02-01T18:30:00Z', false)).toEqual({
      date: new Date('2026-02-01T18:30:00Z'),
      moved: true,
    });
  });
});
