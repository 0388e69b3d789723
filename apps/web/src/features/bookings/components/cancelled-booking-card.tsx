import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Booking,
  bookingOriginalAmount,
  type RefundStatusResponse,
  refundBand,
  refundPercentageOf,
  refundStatusLabel,
  shortRefundId,
} from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ReactNode, useId } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { domainText } from '@/i18n/domain-text';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatInr, formatPrice } from '@/lib/format';
import { formatEventDateTime } from '@/lib/format-dates';
import { useRefundStatusCheck } from '../api/get-refund-status';
import { BookingStatusBadge, RefundStatusBadge } from './booking-status-badge';
import { BookingTaxDocuments } from './booking-tax-documents';
import { BookingTickets } from './booking-tickets';
import { PartialCancellationList } from './partial-cancellation-history';

export const SUPPORT_EMAIL = 'support@ticketmela.in';
export const REFUND_STATUS_FAILED_MESSAGE = msg`Failed to fetch refund status`;

const bandText = { green: 'text-green-800', yellow: 'text-yellow-800', red: 'text-red-700' } as const;

/** The toast of 'Check Refund Status': the status, the amount in rupees and the refund id's last 8 characters. */
export function refundStatusMessage(i18n: I18n, status: RefundStatusResponse): string {
  const id = shortRefundId(status.refundId);
  const label = domainText(refundStatusLabel(status.status));
  const amount = formatInr(status.amount);
  return [
    i18n._(msg`Refund Status: ${label}`),
    i18n._(msg`Amount: ${amount}`),
    ...(id ? [i18n._(msg`Refund ID: ...${id}`)] : []),
  ].join(' | ');
}

/** A support e-mail about a failed refund, naming the ticket. */
export function supportMailto(ticketId: string): string {
  const subject = `Refund failed for ticket ${ticketId}`;
  const body = `Hello TicketMela support,\n\nThe refund for my cancelled booking (ticket ${ticketId}) failed. Please help.\n`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      <h3 className="text-sm font-bold text-gray-900">{title}</h3>
      <dl className="mt-2 space-y-2 text-sm">{children}</dl>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <dt className="text-gray-700">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

type BookingWithEvent = Booking & { eventId: NonNullable<Booking['eventId']> };

/**
 * A cancelled booking: the event, who cancelled and when, the booking's tickets and original amount, and the
 * refund (status, amount with its share of the original, the refund id's tail), with 'Check Refund Status'
 * and, when the refund failed, 'Contact Support'.
 */
export function CancelledBookingCard({ booking, now }: { booking: BookingWithEvent; now: Date }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const check = useRefundStatusCheck();
  const event = booking.eventId;
  const original = bookingOriginalAmount(booking);
  const percentage = refundPercentageOf(booking.refundAmount, original);
  const refundId = shortRefundId(booking.refundId);
  // A refund id exists once the provider has it; a refund still on its way (or failed, which asking retries)
  // can be checked too: refunds are sent by a worker, so the id may not exist yet.
  const canCheck =
    Boolean(booking.refundId) || booking.refundStatus === 'pending' || booking.refundStatus === 'failed';

  async function checkRefund() {
    try {
      const status = await check.mutateAsync(booking._id);
      const show = status.status === 'failed' ? toast.error : toast.success;
      show(refundStatusMessage(i18n, status), { duration: 5000 });
    } catch (failure) {
      console.error('Failed to fetch refund status', failure);
      toast.error(errorMessage(failure, i18n._(REFUND_STATUS_FAILED_MESSAGE)));
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={titleId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold break-words text-gray-900">
              {event.title}
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-gray-700">
              <li className="flex items-start gap-2">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <time dateTime={event.date}>{formatEventDateTime(event.date)}</time>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
                <span>{event.location}</span>
              </li>
            </ul>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <BookingStatusBadge booking={booking} now={now} />
            <RefundStatusBadge status={booking.refundStatus} />
          </div>
        </div>

        <div className="mt-5 grid gap-4 lg:grid-cols-3">
          <Section title={t`Booking Details`}>
            <Row label={t`Ticket ID`}>
              <span className="font-mono text-xs break-all">{booking.ticketId}</span>
            </Row>
            {booking.hasTicketCategories && booking.ticketItems.length > 0 ? (
              <div>
                <dt className="sr-only">
                  <Trans>Tickets</Trans>
                </dt>
                <dd>
                  <BookingTickets booking={booking} />
                </dd>
              </div>
            ) : (
              <Row label={t`Seats`}>{booking.noOfSeats}</Row>
            )}
            <Row label={t`Original Amount`}>{formatPrice(original)}</Row>
            {booking.partialCancellations.length > 0 ? (
              <div>
                <dt className="text-gray-700">
                  <Trans>Cancelled earlier</Trans>
                </dt>
                <dd className="mt-1">
                  <PartialCancellationList cancellations={booking.partialCancellations} />
                </dd>
              </div>
            ) : null}
          </Section>

          <Section title={t`Cancellation`}>
            <Row label={t`Cancelled on`}>
              {booking.cancellationDate ? formatEventDateTime(booking.cancellationDate) : '—'}
            </Row>
            <Row label={t`Cancelled by`}>{booking.cancelledByUser ? t`You` : t`Event Organizer`}</Row>
          </Section>

          <Section title={t`Refund`}>
            <Row label={t`Status`}>{domainText(refundStatusLabel(booking.refundStatus))}</Row>
            <Row label={t`Amount`}>
              {formatInr(booking.refundAmount)}{' '}
              <span className={cn('font-bold', bandText[refundBand(percentage)])}>({percentage}%)</span>
            </Row>
            {refundId ? (
              <Row label={t`Refund ID`}>
                <span className="font-mono text-xs">...{refundId}</span>
              </Row>
            ) : null}
          </Section>
        </div>

        <BookingTaxDocuments booking={booking} className="mt-4" />

        {booking.cancellationReason ? (
          <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <span className="font-semibold">{`${t`Reason:`} `}</span>
            {domainText(booking.cancellationReason)}
          </div>
        ) : null}

        {canCheck || booking.refundStatus === 'failed' ? (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            {canCheck ? (
              <Button
                variant="outline"
                busy={check.isPending}
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
                aria-describedby={titleId}
                onClick={() => void checkRefund()}
              >
                {check.isPending ? t`Checking...` : t`Check Refund Status`}
              </Button>
            ) : null}
            {booking.refundStatus === 'failed' ? (
              <a
                href={supportMailto(booking.ticketId)}
                aria-describedby={titleId}
                className={buttonClasses({ variant: 'danger' })}
              >
                <Mail aria-hidden="true" className="size-4" />
                <Trans>Contact Support</Trans>
              </a>
            ) : null}
          </div>
        ) : null}
      </article>
    </Card>
  );
}
