import { describe, expect, test } from 'vitest';
import { formatEventCardDate, formatEventDate, formatEventDateTime, formatInr, initialsOf } from './format';

describe('format', () => {
  test('formatInr uses Indian grouping and the rupee sign', () => {
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(499.5)).toBe('₹499.50');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(undefined)).toBe('₹0');
  });

  test('event dates use the spec formats', () => {
    const date = new Date(2026, 2, 5, 19, 30);
    expect(formatEventDate(date)).toBe('Mar 05, 2026');
    expect(formatEventDateTime(date)).toBe('March 5th, 2026 at 7:30 PM');
    expect(formatEventCardDate(date)).toBe('Thursday, March 5, 2026 at 07:30 PM');
    expect(formatEventDate('not a date')).toBe('');
  });

  test('initialsOf', () => {
    expect(initialsOf('Priya Sharma')).toBe('PS');
    expect(initialsOf('  priya  ')).toBe('P');
    expect(initialsOf('Anil Kumar Yadav')).toBe('AY');
    expect(initialsOf('Anil Kumar', 1)).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
