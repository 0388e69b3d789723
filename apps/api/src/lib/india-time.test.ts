import { describe, expect, test } from 'vitest';
import { formatIndiaDateTime, formatIndiaSortable } from './india-time';

describe('India time', () => {
  test('the door message format: day, short month, year, 12-hour time, IST', () => {
    expect(formatIndiaDateTime(new Date('2026-11-22T13:35:00Z'))).toBe('22 Nov 2026, 7:05 pm IST');
    expect(formatIndiaDateTime(new Date('2026-01-04T18:40:00Z'))).toBe('5 Jan 2026, 12:10 am IST');
    expect(formatIndiaDateTime(new Date('2026-03-01T06:30:00Z'))).toBe('1 Mar 2026, 12:00 pm IST');
  });

  test('the CSV format is sortable, 24-hour, India time, across the date line', () => {
    expect(formatIndiaSortable(new Date('2026-11-22T18:35:09Z'))).toBe('2026-11-23 00:05:09');
    expect(formatIndiaSortable(new Date('2026-11-22T13:35:00Z'))).toBe('2026-11-22 19:05:00');
  });
});

test('in Hindi, the date as the web app shows it', () => {
  expect(formatIndiaDateTime(new Date('2026-11-22T13:35:00Z'), 'hi')).toBe('22 नव॰ 2026, 7:05 pm IST');
});
