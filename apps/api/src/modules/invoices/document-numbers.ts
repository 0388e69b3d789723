import { DEFAULT_INVOICE_PREFIX, documentNumber, financialYearOf } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

/**
 * The next serial of an organizer's series in a financial year. The upsert locks the series row until the caller's
 * transaction ends: bookings that commit at once take their numbers one after another, and a transaction that rolls
 * back gives its number back (so the series has no gaps). The first document of a year (1 April, India time) opens
 * the year's row at 1.
 */
/**
 * Counts one on an organizer's series for a year, for each row `source` selects (`organizerId, series, financialYear`
 * in that order; none: nothing is counted), returning `last_serial`. Shared by a credit note's statement and the
 * purchase's invoice CTE, so there is one way a number is taken.
 */
export function nextSerialSql(source: string): string {
  return `insert into document_series (organizer_id, series, financial_year, last_serial)
    ${source}
    on conflict (organizer_id, series, financial_year)
      do update set last_serial = document_series.last_serial + 1
    returning last_serial`;
}

const nextSerialStatement = defineStatement<{ last_serial: number }>(
  'invoices_next_serial',
  ['organizerId', 'series', 'financialYear'],
  nextSerialSql('select :organizerId::uuid, :series::text, :financialYear::text, 1'),
);

export interface AllocatedNumber {
  financialYear: string;
  serial: number;
  number: string;
}

/** Call last in the issuing transaction: the series stays locked from here to its commit. */
export async function allocateDocumentNumber(
  tx: DbOrTx,
  input: {
    organizerId: string;
    series: 'invoice' | 'credit_note';
    prefix: string | null;
    issuedAt: Date;
  },
): Promise<AllocatedNumber> {
  const financialYear = financialYearOf(input.issuedAt);
  const [row] = await runStatement(tx, nextSerialStatement, {
    organizerId: input.organizerId,
    series: input.series,
    financialYear,
  });
  const serial = row!.last_serial;
  const prefix = input.prefix ?? DEFAULT_INVOICE_PREFIX;
  return { financialYear, serial, number: documentNumber(prefix, input.series, financialYear, serial) };
}
