import { type Locale, localeOr, normalizeRole, type TaxDocument } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type TaxDocumentRow, taxDocuments } from '../../db/schema/tax-documents';
import type { SessionUser } from '../../db/schema/users';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { toTaxDocument, toTaxDocumentRef } from './tax-document.serializer';

export const DOCUMENT_NOT_FOUND = msg('Document not found');

/** A document with its credit notes (an invoice's) or its invoice (a credit note's), in the API's shape. */
export async function toTaxDocumentWithRelated(
  db: DbOrTx,
  document: TaxDocumentRow,
  locale: Locale = 'en',
): Promise<TaxDocument> {
  const related = await db
    .select()
    .from(taxDocuments)
    .where(
      document.originalId
        ? eq(taxDocuments.id, document.originalId)
        : eq(taxDocuments.originalId, document.id),
    )
    .orderBy(taxDocuments.issuedAt, taxDocuments.serial);
  return toTaxDocument(
    document,
    {
      original: document.originalId && related[0] ? toTaxDocumentRef(related[0]) : null,
      creditNotes: document.originalId ? [] : related.map(toTaxDocumentRef),
    },
    locale,
  );
}

/**
 * A tax document as the caller may read it: the booking's buyer (the document's recipient), the event's organizer
 * (the supplier), or an admin. Anyone else hears it does not exist, as for a ticket that is not theirs.
 */
export async function findReadableTaxDocument(
  db: DbOrTx,
  id: string,
  caller: SessionUser,
  locale: Locale = 'en',
): Promise<TaxDocument> {
  const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  const allowed =
    document &&
    (normalizeRole(caller.role) === 'admin' ||
      document.recipientUserId === caller.id ||
      document.organizerId === caller.id);
  if (!allowed) throw notFound(DOCUMENT_NOT_FOUND);
  return toTaxDocumentWithRelated(db, document, locale);
}

const bookingLocaleStatement = defineStatement<{ locale: string }>(
  'tax_document_booking_locale',
  ['bookingId'],
  `select b.locale from bookings b where b.id = :bookingId::uuid`,
);

/**
 * The language a document is drawn in: its booking's, the one the buyer booked in (issue 30), so the buyer's invoice
 * and credit notes read as their mails do, and a document gives the same PDF whoever downloads it. English for none.
 */
export async function documentLocale(db: DbOrTx, document: Pick<TaxDocument, 'booking'>): Promise<Locale> {
  const [row] = await runStatement(db, bookingLocaleStatement, { bookingId: document.booking.id });
  return localeOr(row?.locale);
}
