import type { TaxDocumentRow as TaxDocumentListRow, TaxMonthReport, TaxSummaryRow } from '@ticketmela/domain';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type TaxDocumentRow, taxDocuments, taxProfiles } from '../../db/schema/tax-documents';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { placeOfSupplyOf, taxDocumentPdfUrl, totalsOf } from './tax-document.serializer';

const INDIA_OFFSET = '+05:30';

/** A month's bounds in India time: '2026-11' is from 1 November 00:00 IST to 1 December 00:00 IST. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00${INDIA_OFFSET}`),
    to: new Date(`${next}-01T00:00:00${INDIA_OFFSET}`),
  };
}

/**
 * The month's summary as GSTR-1 is filed from it: by section (B2B when the buyer gave a GSTIN, else B2C), document
 * type, place of supply and rate, each line of each document counted under its own rate (0: exempt or no tax).
 */
export function summarize(documents: readonly TaxDocumentRow[]): TaxSummaryRow[] {
  const groups = new Map<string, TaxSummaryRow & { ids: Set<string> }>();
  for (const document of documents) {
    const section = document.recipient.gstin ? 'B2B' : 'B2C';
    const documentType = document.series === 'credit_note' ? 'credit_note' : 'invoice';
    const placeOfSupply = placeOfSupplyOf(document);
    for (const line of document.lines) {
      const key = [section, documentType, placeOfSupply.code, line.rateBasisPoints].join('|');
      let group = groups.get(key);
      if (!group) {
        group = {
          section,
          documentType,
          placeOfSupply,
          rateBasisPoints: line.rateBasisPoints,
          documents: 0,
          totalPaise: 0,
          taxablePaise: 0,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          ids: new Set(),
        };
        groups.set(key, group);
      }
      group.ids.add(document.id);
      group.documents = group.ids.size;
      group.totalPaise += line.totalPaise;
      group.taxablePaise += line.taxablePaise;
      group.cgstPaise += line.cgstPaise;
      group.sgstPaise += line.sgstPaise;
      group.igstPaise += line.igstPaise;
    }
  }
  return [...groups.values()]
    .map(({ ids: _ids, ...row }) => row)
    .sort(
      (a, b) =>
        a.section.localeCompare(b.section) ||
        a.documentType.localeCompare(b.documentType) ||
        a.placeOfSupply.name.localeCompare(b.placeOfSupply.name) ||
        a.rateBasisPoints - b.rateBasisPoints,
    );
}

function toListRow(row: TaxDocumentRow, numbers: Map<string, string>): TaxDocumentListRow {
  return {
    id: row.id,
    kind: row.kind as TaxDocumentListRow['kind'],
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    eventTitle: row.event.title,
    recipientName: row.recipient.legalName ?? row.recipient.name,
    recipientGstin: row.recipient.gstin,
    placeOfSupply: placeOfSupplyOf(row),
    originalNumber: row.originalId ? (numbers.get(row.originalId) ?? null) : null,
    totals: totalsOf(row),
    pdfUrl: taxDocumentPdfUrl(row.id),
  };
}

/** An organizer's invoices, bills of supply and credit notes issued in a month (India time), in issue order. */
export async function taxMonthReport(
  db: DbOrTx,
  organizerId: string,
  month: string,
): Promise<Omit<TaxMonthReport, 'csvUrl'> & { rows: TaxDocumentRow[] }> {
  const [organizer] = await db
    .select({ id: users.id, name: users.name, legalName: taxProfiles.legalName, gstin: taxProfiles.gstin })
    .from(users)
    .leftJoin(taxProfiles, eq(taxProfiles.userId, users.id))
    .where(eq(users.id, organizerId));
  if (!organizer) throw notFound(msg('Organizer not found'));
  const { from, to } = monthBounds(month);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.organizerId, organizerId),
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.serial));
  const originals = rows.filter((row) => row.originalId).map((row) => row.originalId!);
  const numbers = new Map<string, string>();
  if (originals.length > 0) {
    const found = await db
      .select({ id: taxDocuments.id, number: taxDocuments.number })
      .from(taxDocuments)
      .where(inArray(taxDocuments.id, originals));
    for (const row of found) numbers.set(row.id, row.number);
  }
  return {
    month,
    organizer,
    documents: rows.map((row) => toListRow(row, numbers)),
    summary: summarize(rows),
    rows,
  };
}
