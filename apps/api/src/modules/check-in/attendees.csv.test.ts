import type { Attendee } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { csvCell } from '../../lib/csv';
import { ATTENDEE_CSV_COLUMNS, attendeesCsv, attendeesCsvFilename } from './attendees.csv';

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

const booking = (overrides: Partial<Attendee>): Attendee => ({
  _id: crypto.randomUUID(),
  userId: { _id: crypto.randomUUID(), name: 'Asha Rao', email: 'asha@example.com' },
  ticketId: 'TKT-1',
  noOfSeats: 1,
  hasTicketCategories: false,
  ticketItems: [],
  totalQuantity: 1,
  totalAmount: 500,
  verified: false,
  verifiedAt: null,
  verifyMethod: null,
  verifiedBy: null,
  cancelled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  doubleEntry: false,
  tickets: [],
  orderAnswers: [],
  promoCode: null,
  ...overrides,
});

describe('the attendee CSV, one row per ticket', () => {
  test('a ticket cancelled on its own keeps its row, marked; a booking without ticket rows keeps one row', () => {
    const csv = attendeesCsv([
      booking({
        ticketId: 'TKT-KEPT',
        noOfSeats: 1,
        tickets: [
          { position: 1, categoryName: null, name: 'Asha Rao', email: null, answers: [], cancelled: false },
          { position: 2, categoryName: null, name: 'Dev Rao', email: null, answers: [], cancelled: true },
        ],
      }),
      booking({ ticketId: 'TKT-BARE' }),
    ]);
    const rows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const width = ATTENDEE_CSV_COLUMNS.length;
    expect(rows[0]).toEqual([...ATTENDEE_CSV_COLUMNS]);
    expect(rows.slice(1).map((cells) => [cells[0], ...cells.slice(width - 6, width - 1)])).toEqual([
      ['TKT-KEPT', '1', 'Asha Rao', '', '', 'No'],
      ['TKT-KEPT', '2', 'Dev Rao', '', '', 'Yes'],
      ['TKT-BARE', '', '', '', '', 'No'],
    ]);
  });

  test('answers are written as text: yes/no, several choices, numbers; a formula in a label is neutralised', () => {
    const questionId = crypto.randomUUID();
    const csv = attendeesCsv([
      booking({
        tickets: [
          {
            position: 1,
            categoryName: null,
            name: 'Asha Rao',
            email: null,
            answers: [{ questionId, label: '=Meals?', kind: 'multiple_choice', value: ['Lunch', 'Dinner'] }],
            cancelled: false,
          },
        ],
        orderAnswers: [{ questionId: crypto.randomUUID(), label: 'Parking?', kind: 'yes_no', value: true }],
      }),
    ]);
    const [header, row] = csv.slice(1).trimEnd().split('\r\n');
    expect(header!.endsWith(",'=Meals?,Parking?")).toBe(true);
    expect(row!.endsWith(',Lunch; Dinner,Yes')).toBe(true);
  });
});
