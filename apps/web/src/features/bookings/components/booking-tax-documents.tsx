import { type Booking, TAX_DOCUMENT_TITLES, type TaxDocumentRef } from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiDownloadLink } from '@/components/ui/api-download-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { safeFileName } from '@/lib/api-download';
import { cn } from '@/lib/cn';
import { formatIndianDate } from '@/lib/format';
import { useUserBookings } from '../api/get-user-bookings';

/** Where a document's PDF is (the same address the document itself gives as pdfUrl). */
export function taxDocumentPdfPath(id: string): string {
  return `/tax-documents/${encodeURIComponent(id)}/pdf`;
}

function DocumentLinks({ document, noun }: { document: TaxDocumentRef; noun: 'invoice' | 'credit note' }) {
  const lineId = useId();
  return (
    <li className="space-y-2">
      <p id={lineId} className="text-sm text-gray-700">
        {TAX_DOCUMENT_TITLES[document.kind]}{' '}
        <span className="font-mono text-gray-900">{document.number}</span>
        {' · '}
        {formatIndianDate(document.issuedAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <ApiDownloadLink
          path={taxDocumentPdfPath(document.id)}
          fileName={safeFileName(document.number, 'pdf')}
          aria-describedby={lineId}
          failureMessage={`The ${noun} could not be downloaded. Please try again.`}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className: 'flex-1 whitespace-nowrap sm:flex-none',
          })}
        >
          <Download aria-hidden="true" className="size-4" />
          {`Download ${noun}`}
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
          {`View ${noun}`}
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
  if (!booking.invoice) return null;
  return (
    <ul
      aria-label="Invoice and credit notes"
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
