import { paiseToRupees, type TaxSummaryRow } from '@ticketmela/domain';
import { csvFile } from '../../lib/csv';

const HEADER = [
  'Section',
  'Document type',
  'Place of supply',
  'State code',
  'Rate (%)',
  'Documents',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total (INR)',
];

const DOCUMENT_TYPES: Record<TaxSummaryRow['documentType'], string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** The month's summary by section, document type, place of supply and rate, as a CSV file (lib/csv). */
export function taxSummaryCsv(rows: readonly TaxSummaryRow[]): string {
  return csvFile([
    HEADER,
    ...rows.map((row) => [
      row.section,
      DOCUMENT_TYPES[row.documentType],
      row.placeOfSupply.name,
      row.placeOfSupply.code,
      (row.rateBasisPoints / 100).toFixed(2),
      row.documents,
      rupees(row.taxablePaise),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(row.igstPaise),
      rupees(row.totalPaise),
    ]),
  ]);
}
