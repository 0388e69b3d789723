import { z } from 'zod';
import { INVALID_GSTIN_MESSAGE, isValidGstin, normalizeGstin } from '../rules/gstin';
import { INDIAN_STATES_BY_CODE } from '../rules/indian-states';
import { INVOICE_PREFIX_PATTERN, TAX_DOCUMENT_KINDS } from '../rules/tax-documents';
import { IdSchema, IsoDateTimeSchema, textInput } from './common';

// Issue 27's API contract: the organizer's tax profile, a buyer's GST details, tax documents and the month's report.

export const GstinSchema = z
  .string({ error: INVALID_GSTIN_MESSAGE })
  .transform(normalizeGstin)
  .refine(isValidGstin, { error: INVALID_GSTIN_MESSAGE });

export const StateCodeSchema = z
  .string({ error: 'Please choose a state' })
  .refine((code) => INDIAN_STATES_BY_CODE.has(code), { error: 'Please choose a state' });

export const SacSchema = z
  .string({ error: 'Enter a 6-digit SAC, like 999692' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter a 6-digit SAC, like 999692' });

export const INVOICE_PREFIX_MESSAGE = 'Use 1 to 4 capital letters or digits, like INV';

/** PUT /api/tax-profile: the organizer's details every invoice of their events carries. */
export const TaxProfileBodySchema = z
  .object({
    legalName: textInput({ max: 200, required: 'Enter your legal name' }),
    /** Empty or absent: not registered for GST (bills of supply, no tax). */
    gstin: z
      .string()
      .optional()
      .nullable()
      .transform((value) => (value && value.trim() !== '' ? value : null))
      .pipe(GstinSchema.nullable()),
    address: textInput({ max: 500, required: 'Enter your address', multiline: true }),
    stateCode: StateCodeSchema,
    invoicePrefix: z
      .string({ error: INVOICE_PREFIX_MESSAGE })
      .trim()
      .toUpperCase()
      .regex(INVOICE_PREFIX_PATTERN, { error: INVOICE_PREFIX_MESSAGE }),
    sac: SacSchema,
  })
  .refine((body) => !body.gstin || body.gstin.slice(0, 2) === body.stateCode, {
    error: "The state must be the GSTIN's state (its first two digits)",
    path: ['stateCode'],
  });
export type TaxProfileBody = z.input<typeof TaxProfileBodySchema>;

/** GET /api/tax-profile: the profile, or the defaults an organizer starts from (`saved: false`). */
export const TaxProfileSchema = z.object({
  saved: z.boolean(),
  legalName: z.string(),
  gstin: z.string().nullable(),
  address: z.string(),
  stateCode: z.string().nullable(),
  invoicePrefix: z.string(),
  sac: z.string(),
});
export type TaxProfile = z.infer<typeof TaxProfileSchema>;

/** A buyer's "GST details for a business invoice", given at checkout and kept on the booking. */
export const BuyerGstDetailsSchema = z.object({
  gstin: GstinSchema,
  legalName: textInput({ max: 200, required: 'Enter the legal name registered with this GSTIN' }),
});
export type BuyerGstDetails = z.infer<typeof BuyerGstDetailsSchema>;

export const TaxDocumentKindSchema = z.enum(TAX_DOCUMENT_KINDS);

const StateSchema = z.object({ code: z.string(), name: z.string() });

export const TaxLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  rateBasisPoints: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});

export const TaxTotalsSchema = z.object({
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});

/** A document reference, as a booking, an invoice's credit notes and a credit note's invoice carry it. */
export const TaxDocumentRefSchema = z.object({
  id: IdSchema,
  kind: TaxDocumentKindSchema,
  number: z.string(),
  issuedAt: IsoDateTimeSchema,
});
export type TaxDocumentRef = z.infer<typeof TaxDocumentRefSchema>;

/** GET /api/tax-documents/:id: everything the printable page and the PDF show, frozen when it was issued. */
export const TaxDocumentSchema = z.object({
  id: IdSchema,
  kind: TaxDocumentKindSchema,
  /** 'Tax Invoice', 'Bill of Supply' or 'Credit Note'. */
  title: z.string(),
  number: z.string(),
  issuedAt: IsoDateTimeSchema,
  financialYear: z.string(),
  supplier: z.object({
    legalName: z.string(),
    gstin: z.string().nullable(),
    address: z.string(),
    state: StateSchema.nullable(),
  }),
  recipient: z.object({
    name: z.string(),
    email: z.string(),
    /** From the buyer's GST details, when they gave them. */
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  placeOfSupply: StateSchema,
  sac: z.string(),
  /** none: no tax (bill of supply); intra: CGST + SGST; inter: IGST. */
  supplyKind: z.enum(['none', 'intra', 'inter']),
  event: z.object({
    id: IdSchema,
    title: z.string(),
    date: IsoDateTimeSchema,
    venueName: z.string(),
    city: z.string(),
  }),
  booking: z.object({ id: IdSchema, ticketId: z.string() }),
  lines: z.array(TaxLineSchema),
  totals: TaxTotalsSchema,
  /** The total in words: 'Rupees One Thousand and Fifty Paise Only'. */
  totalInWords: z.string(),
  /** A credit note's invoice. */
  original: TaxDocumentRefSchema.nullable(),
  /** An invoice's credit notes. */
  creditNotes: z.array(TaxDocumentRefSchema),
  /** Where the PDF is (GET, same access as the document). */
  pdfUrl: z.string(),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

/** `2026-11`: a calendar month, as the Tax page and the GST return take it. */
export const TaxMonthSchema = z
  .string({ error: 'Choose a month' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month, like 2026-11' });

/** GET /api/tax/documents?month=&organizerId= (organizerId: an admin's choice; an organizer sees their own). */
export const TaxDocumentsQuerySchema = z.object({
  month: TaxMonthSchema,
  organizerId: IdSchema.optional(),
});

export const TaxDocumentRowSchema = z.object({
  id: IdSchema,
  kind: TaxDocumentKindSchema,
  number: z.string(),
  issuedAt: IsoDateTimeSchema,
  eventTitle: z.string(),
  recipientName: z.string(),
  recipientGstin: z.string().nullable(),
  placeOfSupply: StateSchema,
  /** A credit note's invoice number. */
  originalNumber: z.string().nullable(),
  totals: TaxTotalsSchema,
  pdfUrl: z.string(),
});
export type TaxDocumentRow = z.infer<typeof TaxDocumentRowSchema>;

/**
 * One row of the month's summary, as GSTR-1 is filed from it: B2B (the buyer gave a GSTIN) or B2C, invoices or
 * credit notes, by place of supply and rate (0: exempt or a bill of supply).
 */
export const TaxSummaryRowSchema = z.object({
  section: z.enum(['B2B', 'B2C']),
  documentType: z.enum(['invoice', 'credit_note']),
  placeOfSupply: StateSchema,
  rateBasisPoints: z.number().int(),
  documents: z.number().int(),
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type TaxSummaryRow = z.infer<typeof TaxSummaryRowSchema>;

export const TaxMonthReportSchema = z.object({
  month: z.string(),
  organizer: z.object({
    id: IdSchema,
    name: z.string(),
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  documents: z.array(TaxDocumentRowSchema),
  summary: z.array(TaxSummaryRowSchema),
  /** GET, same query: the summary as CSV (`text/csv`). */
  csvUrl: z.string(),
});
export type TaxMonthReport = z.infer<typeof TaxMonthReportSchema>;
