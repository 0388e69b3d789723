import { Trans, useLingui } from '@lingui/react/macro';
import { type Booking, type BookingTab, paidByText, refundStatusLabel } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import XCircle from 'lucide-react/icons/circle-x';
import MapPin from 'lucide-react/icons/map-pin';
import TicketIcon from 'lucide-react/icons/ticket';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { QrImage } from '@/components/ui/qr-image';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { formatInr } from '@/lib/format';
import { formatEventDate, formatEventDateTime, formatEventTime } from '@/lib/format-dates';
import { BookingHolders } from './booking-holders';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTaxDocuments } from './booking-tax-documents';
import { BookingTickets } from './booking-tickets';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ADMITTED_NOTE } from './cancellation-preview';
import { EventThumbnail } from './event-thumbnail';
import { PartialCancellationHistory } from './partial-cancellation-history';

type BookingWithEvent = Booking & { eventId: NonNullable<Booking['eventId']> };

/** A dashboard card: the event, the booking's status and tickets, its QR code and what can be done with it. */
export function DashboardBookingCard({
  booking,
  tab,
  now,
  onCancelled,
}: {
  booking: BookingWithEvent;
  tab: BookingTab;
  now: Date;
  /** After a cancellation (the card itself leaves the tab, so the dashboard decides where focus goes). */
  onCancelled?: () => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [cancelOpen, setCancelOpen] = useState(false);
  const event = booking.eventId;
  const ticketId = booking.ticketId;
  // A reason the product wrote is shown in the reader's language; an organizer's own words as typed.
  const reason = booking.cancellationReason ? domainText(booking.cancellationReason) : null;
  const date = booking.cancellationDate ? formatEventDateTime(booking.cancellationDate) : null;
  const showTicket = tab !== 'cancelled' && Boolean(booking.qrCode);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-night-100">
        <EventThumbnail photo={event.photoThumb ?? event.photo} />
        <div className="absolute top-3 left-3">
          <BookingStatusBadge booking={booking} now={now} className="shadow-sm" />
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h3 id={titleId} className="line-clamp-2 text-lg leading-snug font-bold text-gray-900">
          {event.title}
        </h3>
        <ul className="mt-2 space-y-1.5 text-sm text-gray-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <time dateTime={event.date}>
              {formatEventDate(event.date)} · {formatEventTime(event.date)}
            </time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>{event.city}</span>
          </li>
        </ul>

        <div className="mt-4 space-y-3">
          <BookingTickets booking={booking} />
          <BookingHolders booking={booking} />
          <PartialCancellationHistory cancellations={booking.partialCancellations} />
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-gray-700">
              <Trans>Ticket ID:</Trans>
            </span>
            <span className="font-mono text-xs font-semibold break-all text-gray-900">
              {booking.ticketId}
            </span>
          </p>
          {booking.paymentMethod ? (
            <p className="text-sm break-all text-gray-700">{domainText(paidByText(booking.paymentMethod))}</p>
          ) : null}
          <BookingTaxDocuments booking={booking} />
        </div>

        {tab === 'cancelled' ? (
          <div className="mt-4 space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">
              {booking.cancelledByUser
                ? t`You cancelled this booking`
                : booking.cancelledByEvent || event.cancelled
                  ? t`The organizer cancelled this event`
                  : t`This booking was cancelled`}
            </p>
            {date ? (
              <p>
                <Trans>Cancelled on {date}</Trans>
              </p>
            ) : null}
            {reason ? (
              <p>
                <Trans>Reason: {reason}</Trans>
              </p>
            ) : null}
            <p>
              {domainText(refundStatusLabel(booking.refundStatus))}
              {booking.refundAmount > 0 ? `: ${formatInr(booking.refundAmount)}` : null}
            </p>
          </div>
        ) : null}

        {showTicket && booking.qrCode ? (
          <div className="mt-4 flex items-center gap-4 rounded-xl bg-stone-50 p-3 ring-1 ring-gray-200 ring-inset">
            <QrImage
              text={booking.qrCode}
              label={t`QR code for ticket ${ticketId}`}
              className="size-24 shrink-0 sm:size-28"
            />
            <p className="text-sm text-gray-700">
              <Trans>Show this QR code at the entrance. Open the ticket to download it.</Trans>
            </p>
          </div>
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to={paths.event(event._id)}
            aria-describedby={titleId}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          >
            <Trans>View Event</Trans>
          </Link>
          {showTicket ? (
            <Link
              to={paths.ticket(booking._id)}
              aria-describedby={titleId}
              className={buttonClasses({ size: 'sm', className: 'flex-1' })}
            >
              <TicketIcon aria-hidden="true" className="size-4" />
              <Trans>View Ticket</Trans>
            </Link>
          ) : null}
          {tab === 'upcoming' && booking.verified ? (
            <p className="w-full text-sm text-gray-700">{i18n._(ADMITTED_NOTE)}</p>
          ) : null}
          {tab === 'upcoming' && !booking.verified ? (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={titleId}
              className="w-full text-red-700 hover:bg-red-50 hover:text-red-800"
              icon={<XCircle aria-hidden="true" className="size-4" />}
              onClick={() => setCancelOpen(true)}
            >
              <Trans>Cancel Booking</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <CancelBookingDialog
        booking={booking}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onCancelled={onCancelled}
      />
    </article>
  );
}
