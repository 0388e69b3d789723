import { describe, expect, test } from 'vitest';
import { stateCodeOfCity } from './city-states';
import { taxLine } from './gst';
import { creditNoteLines, documentNumber, invoiceLinesOfTickets } from './tax-documents';

const RULES = { exemptUpToPaise: 50_000, rateBasisPoints: 1800 };
const sum = (
  lines: {
    totalPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[],
) =>
  lines.reduce(
    (total, line) => total + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    0,
  );

describe('document numbers', () => {
  test('an invoice and a credit note of 2026-27, within 16 characters', () => {
    expect(documentNumber('INV', 'invoice', '2026-27', 1)).toBe('INV/2627/1');
    expect(documentNumber('INV', 'credit_note', '2026-27', 42)).toBe('INVC/2627/42');
    expect(documentNumber('ABCD', 'invoice', '2026-27', 999_999)).toHaveLength(16);
  });

  test('a number that would not fit in 16 characters is refused', () => {
    expect(() => documentNumber('ABCD', 'invoice', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('ABCD', 'credit_note', '2026-27', 100_000)).toThrow(RangeError);
  });
});

describe('credit note lines', () => {
  const intra = [
    taxLine({ description: 'VIP', quantity: 2, unitPricePaise: 149_900 }, RULES, 'intra'),
    taxLine({ description: 'General', quantity: 3, unitPricePaise: 45_000 }, RULES, 'intra'),
  ];

  test('a full refund credits the invoice lines exactly', () => {
    expect(creditNoteLines(intra, 434_800)).toEqual(intra);
  });

  test('a half refund credits each line its share, taxable value and tax in the line’s proportion', () => {
    const credited = creditNoteLines(intra, 217_400);
    expect(credited.map((line) => line.totalPaise)).toEqual([149_900, 67_500]);
    expect(sum(credited)).toBe(217_400);
    const [vip, general] = credited;
    expect(vip!.taxablePaise).toBe(Math.round(intra[0]!.taxablePaise / 2));
    expect(vip!.cgstPaise + vip!.sgstPaise).toBe(149_900 - vip!.taxablePaise);
    expect(general).toMatchObject({ taxablePaise: 67_500, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  test('odd amounts still sum to the refund, and an inter-state line credits IGST only', () => {
    const inter = [taxLine({ description: 'Pass', quantity: 3, unitPricePaise: 99_999 }, RULES, 'inter')];
    for (const refund of [1, 7, 33_333, 150_000, 299_996]) {
      const credited = creditNoteLines(inter, refund);
      expect(sum(credited)).toBe(refund);
      expect(credited.every((line) => line.cgstPaise === 0 && line.sgstPaise === 0)).toBe(true);
    }
    for (const refund of [1, 3, 99_999, 217_399]) expect(sum(creditNoteLines(intra, refund))).toBe(refund);
  });

  test('more than was paid cannot be credited', () => {
    expect(() => creditNoteLines(intra, 434_801)).toThrow(RangeError);
  });
});

describe('the invoice lines of some tickets (a partial cancellation)', () => {
  const lines = [
    taxLine({ description: 'Admission: Gig (VIP)', quantity: 2, unitPricePaise: 149_900 }, RULES, 'intra'),
    taxLine({ description: 'Admission: Gig (General)', quantity: 3, unitPricePaise: 45_000 }, RULES, 'intra'),
  ];

  test('the tickets of one category make its line cut to their quantity, tax in proportion', () => {
    const [vip] = invoiceLinesOfTickets(lines, [{ categoryName: 'VIP', quantity: 1 }])!;
    expect(vip).toMatchObject({ description: 'Admission: Gig (VIP)', quantity: 1, totalPaise: 149_900 });
    expect(vip!.taxablePaise).toBe(Math.round(lines[0]!.taxablePaise / 2));
    expect(sum([vip!])).toBe(149_900);
  });

  test('every ticket of the booking is the invoice itself', () => {
    const all = [
      { categoryName: 'VIP', quantity: 2 },
      { categoryName: 'General', quantity: 3 },
    ];
    expect(invoiceLinesOfTickets(lines, all)).toEqual(lines);
  });

  test('a single-price booking’s seats are its one line', () => {
    const single = [
      taxLine({ description: 'Admission: Gig', quantity: 4, unitPricePaise: 60_000 }, RULES, 'inter'),
    ];
    const [seats] = invoiceLinesOfTickets(single, [{ categoryName: null, quantity: 3 }])!;
    expect(seats).toMatchObject({ quantity: 3, totalPaise: 180_000, cgstPaise: 0, sgstPaise: 0 });
    expect(sum([seats!])).toBe(180_000);
  });

  test('a category not on the invoice, or more tickets than it sold, is no line at all', () => {
    expect(invoiceLinesOfTickets(lines, [{ categoryName: 'Balcony', quantity: 1 }])).toBeNull();
    expect(invoiceLinesOfTickets(lines, [{ categoryName: 'VIP', quantity: 3 }])).toBeNull();
    expect(invoiceLinesOfTickets(lines, [{ categoryName: null, quantity: 1 }])).toBeNull();
  });
});

describe('the state of a venue’s city', () => {
  test('well-known cities name their state; others ask', () => {
    expect(stateCodeOfCity(' mumbai ')).toBe('27');
    expect(stateCodeOfCity('New  Delhi')).toBe('07');
    expect(stateCodeOfCity('Bengaluru')).toBe('29');
    expect(stateCodeOfCity('Nowhere')).toBeNull();
  });
});
