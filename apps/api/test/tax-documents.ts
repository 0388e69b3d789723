import { amountInWords, type TaxDocument } from '@ticketmela/domain';

// Tax documents as GET /api/tax-documents/:id returns them (issue 27), for the PDF's and the mail's tests. Each
// figure is worked out by hand: taxable value + tax = total per line, and the totals are the lines' sums.

type Line = TaxDocument['lines'][number];

function totalsOf(lines: readonly Line[]): TaxDocument['totals'] {
  const sum = (key: keyof TaxDocument['totals']) => lines.reduce((total, line) => total + line[key], 0);
  return {
    totalPaise: sum('totalPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
}

const MAHARASHTRA = { code: '27', name: 'Maharashtra' };
const KARNATAKA = { code: '29', name: 'Karnataka' };

/** A registered organizer in Maharashtra selling to a buyer there: CGST + SGST at 9% each. */
export function intraStateInvoice(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const lines: Line[] = [
    {
      description: 'Admission: Gold (Coke Studio Live)',
      quantity: 2,
      unitPricePaise: 1_50_000_00,
      totalPaise: 3_00_000_00,
      taxablePaise: 2_54_237_29,
      rateBasisPoints: 1800,
      cgstPaise: 22_881_35,
      sgstPaise: 22_881_36,
      igstPaise: 0,
    },
    {
      description: 'Admission: Silver (Coke Studio Live)',
      quantity: 1,
      unitPricePaise: 999_50,
      totalPaise: 999_50,
      taxablePaise: 847_03,
      rateBasisPoints: 1800,
      cgstPaise: 76_23,
      sgstPaise: 76_24,
      igstPaise: 0,
    },
  ];
  const totals = totalsOf(lines);
  return {
    id: '0193a3c1-7b2e-7000-8000-000000000001',
    kind: 'tax_invoice',
    title: 'Tax Invoice',
    number: 'INV/2627/1',
    issuedAt: '2026-11-27T06:00:00.000Z',
    financialYear: '2026-27',
    supplier: {
      legalName: 'Mumbai Live Events Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: '12 Marine Drive, Churchgate, Mumbai 400020',
      state: MAHARASHTRA,
    },
    recipient: {
      name: 'Ananya Rao',
      email: 'ananya@example.in',
      legalName: 'Rao Consulting LLP',
      gstin: '27AAACR5055K1Z5',
    },
    placeOfSupply: MAHARASHTRA,
    sac: '999692',
    supplyKind: 'intra',
    event: {
      id: '0193a3c1-7b2e-7000-8000-0000000000e1',
      title: 'Coke Studio Live',
      date: '2026-12-19T14:00:00.000Z',
      venueName: 'NSCI Dome',
      city: 'Mumbai',
    },
    booking: { id: '0193a3c1-7b2e-7000-8000-0000000000b1', ticketId: 'TM-7K2Q9X' },
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
    original: null,
    creditNotes: [],
    pdfUrl: '/api/tax-documents/0193a3c1-7b2e-7000-8000-000000000001/pdf',
    ...overrides,
  };
}

/** The same organizer, the event in Karnataka: IGST at 18%. */
export function interStateInvoice(): TaxDocument {
  const lines: Line[] = [
    {
      description: 'Admission: General (Sunburn Bengaluru)',
      quantity: 3,
      unitPricePaise: 2_499_00,
      totalPaise: 7_497_00,
      taxablePaise: 6_353_39,
      rateBasisPoints: 1800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_143_61,
    },
  ];
  const totals = totalsOf(lines);
  return intraStateInvoice({
    number: 'INV/2627/2',
    placeOfSupply: KARNATAKA,
    supplyKind: 'inter',
    recipient: { name: 'Vikram Shetty', email: 'vikram@example.in', legalName: null, gstin: null },
    event: {
      id: '0193a3c1-7b2e-7000-8000-0000000000e2',
      title: 'Sunburn Bengaluru',
      date: '2027-01-09T12:30:00.000Z',
      venueName: 'Palace Grounds',
      city: 'Bengaluru',
    },
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
  });
}

/** An organizer without a GSTIN: a bill of supply, no tax. */
export function billOfSupply(): TaxDocument {
  const lines: Line[] = [
    {
      description: 'Admission: Front rows (Poetry by the Lake)',
      quantity: 2,
      unitPricePaise: 750_00,
      totalPaise: 1_500_00,
      taxablePaise: 1_500_00,
      rateBasisPoints: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    },
  ];
  const totals = totalsOf(lines);
  return intraStateInvoice({
    kind: 'bill_of_supply',
    title: 'Bill of Supply',
    number: 'BOS/2627/7',
    supplier: {
      legalName: 'Meera Kulkarni',
      gstin: null,
      address: '4 Lake Road, Pune 411001',
      state: MAHARASHTRA,
    },
    recipient: { name: 'Rohan Mehta', email: 'rohan@example.in', legalName: null, gstin: null },
    supplyKind: 'none',
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
  });
}

/** Half of the intra-state invoice's second line refunded (the domain's creditNoteLines would give these). */
export function creditNote(): TaxDocument {
  const invoice = intraStateInvoice();
  const lines: Line[] = [
    {
      description: 'Admission: Silver (Coke Studio Live)',
      quantity: 1,
      unitPricePaise: 999_50,
      totalPaise: 499_75,
      taxablePaise: 423_52,
      rateBasisPoints: 1800,
      cgstPaise: 38_11,
      sgstPaise: 38_12,
      igstPaise: 0,
    },
  ];
  const totals = totalsOf(lines);
  return intraStateInvoice({
    id: '0193a3c1-7b2e-7000-8000-0000000000c1',
    kind: 'credit_note',
    title: 'Credit Note',
    number: 'INVC/2627/1',
    issuedAt: '2026-12-02T19:15:00.000Z',
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
    original: { id: invoice.id, kind: 'tax_invoice', number: invoice.number, issuedAt: invoice.issuedAt },
  });
}

/** An invoice of `count` lines, long descriptions among them: more than a page. */
export function longInvoice(count: number): TaxDocument {
  const lines: Line[] = Array.from({ length: count }, (_, index) => ({
    description:
      index % 5 === 0
        ? `Admission: Category ${index + 1}, a block of seats with a long name that must wrap over lines (Coke Studio Live)`
        : `Admission: Category ${index + 1} (Coke Studio Live)`,
    quantity: 1,
    unitPricePaise: 1_180_00,
    totalPaise: 1_180_00,
    taxablePaise: 1_000_00,
    rateBasisPoints: 1800,
    cgstPaise: 90_00,
    sgstPaise: 90_00,
    igstPaise: 0,
  }));
  const totals = totalsOf(lines);
  return intraStateInvoice({
    number: 'INV/2627/40',
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
  });
}
