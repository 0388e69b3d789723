import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema/tax-documents';
import { renderTaxDocumentPdf, taxDocumentFileName } from '../../lib/tax-document-pdf';
import { bookingDocumentsOf, type MailDocumentAttachments } from '../mail/mail-documents';
import { documentLocale, toTaxDocumentWithRelated } from './document-access';

/**
 * The mail worker's documentAttachments (app.ts): the ticket mail carries its booking's invoice as a PDF, a
 * cancellation mail the credit notes of its bookings, each in its booking's language. Issued in the transaction that
 * queued the mail, they exist by the time it is sent; a free booking's ticket carries none.
 */
export function taxDocumentAttachments(db: DbOrTx): MailDocumentAttachments {
  return async (mail) => {
    const wanted = bookingDocumentsOf(mail);
    if (!wanted || wanted.bookingIds.length === 0) return [];
    const rows = await db
      .select()
      .from(taxDocuments)
      .where(
        and(
          inArray(taxDocuments.bookingId, wanted.bookingIds),
          eq(taxDocuments.series, wanted.documents),
          wanted.refundIds ? inArray(taxDocuments.refundId, wanted.refundIds) : undefined,
        ),
      )
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial));
    return Promise.all(
      rows.map(async (row) => {
        const document = await toTaxDocumentWithRelated(db, row);
        return {
          filename: taxDocumentFileName(document),
          contentType: 'application/pdf',
          content: await renderTaxDocumentPdf(document, await documentLocale(db, document)),
        };
      }),
    );
  };
}
