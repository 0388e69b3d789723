import { i18n } from '@lingui/core';
import { afterEach, describe, expect, test } from 'vitest';
import { formatEventCardDate, formatIndianDateTime, formatInr, formatPrice, initialsOf } from './format';
import { formatEventDate, formatEventDateTime, formatEventLongDate, formatEventTime } from './format-dates';

describe('format', () => {
  test('formatInr uses Indian grouping and the rupee sign', () => {
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(formatInr(499.5)).toBe('₹499.50');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(undefined)).toBe('₹0');
  });

  test("formatPrice says 'Free' for nothing to pay, and rupees otherwise", () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(undefined)).toBe('Free');
    expect(formatPrice(499)).toBe('₹499');
    expect(formatPrice(0.5)).toBe('₹0.50');
  });

  test('event dates use the spec formats, in India Standard Time on any machine', () => {
    // 14:00 UTC is 7:30 PM in India.
    const date = '2026-03-05T14:00:00.000Z';
    expect(formatEventDate(date)).toBe('Mar 05, 2026');
    expect(formatEventDateTime(date)).toBe('March 5th, 2026 at 7:30 PM');
    expect(formatEventCardDate(date)).toBe('Thursday, March 5, 2026 at 07:30 PM');
    expect(formatEventLongDate(date)).toBe('Thursday, March 5th, 2026');
    expect(formatEventTime(date)).toBe('7:30 PM');
    expect(formatIndianDateTime(date)).toBe('5 Mar 2026, 7:30 pm');
    expect(formatEventDate('not a date')).toBe('');
    expect(formatEventCardDate('not a date')).toBe('');
  });

  test('an evening in UTC can be the next day in India', () => {
    expect(formatEventDate(new Date('2026-03-05T20:00:00.000Z'))).toBe('Mar 06, 2026');
  });

  test('initialsOf', () => {
    expect(initialsOf('Priya Sharma')).toBe('PS');
    expect(initialsOf('  priya  ')).toBe('P');
    expect(initialsOf('Anil Kumar Yadav')).toBe('AY');
    expect(initialsOf('Anil Kumar', 1)).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});

describe('format in Hindi', () => {
  afterEach(() => i18n.activate('en'));

  test('amounts keep Indian grouping and Latin digits; dates get Hindi names, in India time', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(499.5)).toBe('₹499.50');
    const date = '2026-03-05T14:00:00.000Z';
    expect(formatEventDate(date)).toBe('05 मार्च 2026');
    expect(formatEventLongDate(date)).toBe('गुरुवार, 5 मार्च 2026');
    expect(formatEventDateTime(date)).toBe('5 मार्च 2026 को 7:30 pm बजे');
    expect(formatEventTime(date)).toBe('7:30 pm');
    expect(formatEventCardDate(date)).toBe('गुरुवार, 5 मार्च 2026 को 07:30 pm बजे');
    expect(formatIndianDateTime(date)).toBe('5 मार्च 2026, 7:30 pm');
    expect(formatEventDate(new Date('2026-03-05T20:00:00.000Z'))).toBe('06 मार्च 2026');
  });

  test('English dates come back unchanged after Hindi', () => {
    i18n.activate('en');
    expect(formatEventDate('2026-03-05T14:00:00.000Z')).toBe('Mar 05, 2026');
    expect(formatEventCardDate('2026-03-05T14:00:00.000Z')).toBe('Thursday, March 5, 2026 at 07:30 PM');
  });
});
