import type { TaxDocument, TaxDocumentRow, TaxMonthReport, TaxProfile } from '@ticketmela/domain';

export const DOCUMENT_ID = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
export const CREDIT_NOTE_ID = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b';
export const ORGANIZER_ID = 'f0d663e8-08c1-4166-9b9d-483e11fef414';

export function makeTaxProfile(overrides: Partial<TaxProfile> = {}): TaxProfile {
  return {
    saved: true,
    legalName: 'Aarav Events LLP',
    gstin: '27AAPFU0939F1ZV',
    address: '12 Marine Drive\nMumbai 400020',
    stateCode: '27',
    invoicePrefix: 'INV',
    sac: '999692',
    ...overrides,
  };
}

/** An intra-state tax invoice: 2 tickets of ₹1,180 each with 18% GST inside, CGST + SGST. */
export function makeTaxDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    id: DOCUMENT_ID,
    kind: 'tax_invoice',
    title: 'Tax Invoice',
    number: 'INV/2627/1',
    issuedAt: '2026-11-20T06:30:00.000Z',
    financialYear: '2026-27',
    supplier: {
      legalName: 'Aarav Events LLP',
      gstin: '27AAPFU0939F1ZV',
      address: '12 Marine Drive, Mumbai 400020',
      state: { code: '27', name: 'Maharashtra' },
    },
    recipient: { name: 'Ananya Rao', email: 'ananya@example.in', legalName: null, gstin: null },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    sac: '999692',
    supplyKind: 'intra',
    event: {
      id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
      title: 'Sunburn Arena: Pune',
      date: '2026-12-05T14:00:00.000Z',
      venueName: 'Mahalaxmi Lawns',
      city: 'Pune',
    },
    booking: { id: 'b7c1d2e3-0000-4000-8000-000000000001', ticketId: 'TKT-ABC123' },
    lines: [
      {
        description: 'Admission: Gold',
        quantity: 2,
        unitPricePaise: 118_000,
        totalPaise: 236_000,
        taxablePaise: 200_000,
        rateBasisPoints: 1800,
        cgstPaise: 18_000,
        sgstPaise: 18_000,
        igstPaise: 0,
      },
    ],
    totals: {
      totalPaise: 236_000,
      taxablePaise: 200_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
      igstPaise: 0,
    },
    totalInWords: 'Rupees Two Thousand Three Hundred Sixty Only',
    original: null,
    creditNotes: [],
    pdfUrl: `/api/tax-documents/${DOCUMENT_ID}/pdf`,
    ...overrides,
  };
}

export function makeDocumentRow(overrides: Partial<TaxDocumentRow> = {}): TaxDocumentRow {
  return {
    id: DOCUMENT_ID,
    kind: 'tax_invoice',
    number: 'INV/2627/1',
    issuedAt: '2026-11-20T06:30:00.000Z',
    eventTitle: 'Sunburn Arena: Pune',
    recipientName: 'Ananya Rao',
    recipientGstin: null,
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    originalNumber: null,
    totals: {
      totalPaise: 236_000,
      taxablePaise: 200_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
      igstPaise: 0,
    },
    pdfUrl: `/api/tax-documents/${DOCUMENT_ID}/pdf`,
    ...overrides,
  };
}

export function makeMonthReport(month: string, overrides: Partial<TaxMonthReport> = {}): TaxMonthReport {
  return {
    month,
    organizer: {
      id: ORGANIZER_ID,
      name: 'Priya Sharma',
      legalName: 'Aarav Events LLP',
      gstin: '27AAPFU0939F1ZV',
    },
    documents: [makeDocumentRow()],
    summary: [
      {
        section: 'B2C',
        documentType: 'invoice',
        placeOfSupply: { code: '27', name: 'Maharashtra' },
        rateBasisPoints: 1800,
        documents: 1,
        totalPaise: 236_000,
        taxablePaise: 200_000,
        cgstPaise: 18_000,
        sgstPaise: 18_000,
        igstPaise: 0,
      },
    ],
    csvUrl: `/api/tax/summary.csv?month=${month}`,
    ...overrides,
  };
}
