import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Booking, TAX_DOCUMENT_TITLES, type TaxDocumentRef } from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiDownloadLink } from '@/components/ui/api-download-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { safeFileName } from '@/lib/api-download';
import { cn } from '@/lib/cn';
import { formatIndianDate } from '@/lib/format';
import { useUserBookings } from '../api/get-user-bookings';

/** Where a document's PDF is (the same address the document itself gives as pdfUrl). */
export function taxDocumentPdfPath(id: string): string {
  return `/tax-documents/${encodeURIComponent(id)}/pdf`;
}

type Noun = 'invoice' | 'credit note';

const NOUN_TEXTS = {
  invoice: {
    failed: msg`The invoice could not be downloaded. Please try again.`,
    download: msg`Download invoice`,
    view: msg`View invoice`,
  },
  'credit note': {
    failed: msg`The credit note could not be downloaded. Please try again.`,
    download: msg`Download credit note`,
    view: msg`View credit note`,
  },
} as const;

function DocumentLinks({ document, noun }: { document: TaxDocumentRef; noun: Noun }) {
  const { i18n } = useLingui();
  const lineId = useId();
  const texts = NOUN_TEXTS[noun];
  return (
    <li className="space-y-2">
      <p id={lineId} className="text-sm text-gray-700">
        {domainText(TAX_DOCUMENT_TITLES[document.kind])}{' '}
        <span className="font-mono text-gray-900">{document.number}</span>
        {' · '}
        {formatIndianDate(document.issuedAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <ApiDownloadLink
          path={taxDocumentPdfPath(document.id)}
          fileName={safeFileName(document.number, 'pdf')}
          aria-describedby={lineId}
          failureMessage={i18n._(texts.failed)}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className: 'flex-1 whitespace-nowrap sm:flex-none',
          })}
        >
          <Download aria-hidden="true" className="size-4" />
          {i18n._(texts.download)}
        </ApiDownloadLink>
        <Link
          to={paths.taxDocument(document.id)}
          aria-describedby={lineId}
          className={buttonClasses({
            variant: 'ghost',
            size: 'sm',
            className: 'flex-1 whitespace-nowrap sm:flex-none',
          })}
        >
          <FileText aria-hidden="true" className="size-4" />
          {i18n._(texts.view)}
        </Link>
      </div>
    </li>
  );
}

/**
 * A paid booking's invoice (or bill of supply) and the credit notes its refunds issued: each to download as a PDF
 * or to open as a printable page. Nothing for a free booking, which has none.
 */
export function BookingTaxDocuments({ booking, className }: { booking: Booking; className?: string }) {
  const { t } = useLingui();
  if (!booking.invoice) return null;
  return (
    <ul
      aria-label={t`Invoice and credit notes`}
      className={cn('space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-gray-200 ring-inset', className)}
    >
      <DocumentLinks document={booking.invoice} noun="invoice" />
      {booking.creditNotes.map((note) => (
        <DocumentLinks key={note.id} document={note} noun="credit note" />
      ))}
    </ul>
  );
}

/** The ticket page's documents, from the user's bookings (the ticket itself does not carry them). */
export function TicketTaxDocuments({ userId, bookingId }: { userId: string; bookingId: string }) {
  const booking = useUserBookings(userId).data?.find((candidate) => candidate._id === bookingId);
  return booking ? <BookingTaxDocuments booking={booking} className="mb-3" /> : null;
}
