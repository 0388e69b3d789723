import { describe, expect, test } from 'vitest';
import { csvCell } from '../../lib/csv';
import { attendeesCsvFilename } from './attendees.csv';

describe('CSV cells', () => {
  test('text a spreadsheet would run as a formula gets a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-Minus')).toBe("'-Minus");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTabbed')).toBe("'\tTabbed");
    expect(csvCell('Asha = Rao')).toBe('Asha = Rao');
  });

  test('numbers are written as they are', () => {
    expect(csvCell(3)).toBe('3');
  });

  test('commas, quotes and line breaks are quoted with inner quotes doubled', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('CSV file name', () => {
  test('a readable ASCII slug of the event title', () => {
    expect(attendeesCsvFilename('Diwali Mela: Live 2026!')).toBe('diwali-mela-live-2026-attendees.csv');
    expect(attendeesCsvFilename('Café Résumé "Night"')).toBe('cafe-resume-night-attendees.csv');
    expect(attendeesCsvFilename('दिवाली')).toBe('event-attendees.csv');
    expect(attendeesCsvFilename('a'.repeat(100))).toBe(`${'a'.repeat(60)}-attendees.csv`);
  });
});
