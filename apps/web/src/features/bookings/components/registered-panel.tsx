import { Trans, useLingui } from '@lingui/react/macro';
import { type Booking, paidByText } from '@ticketmela/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import TicketIcon from 'lucide-react/icons/ticket';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { formatPrice } from '@/lib/format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ADMITTED_NOTE } from './cancellation-preview';
import { PanelHeading } from './panel-heading';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * "You're Registered!": the user's standing booking for this event. Right after booking (`focusOnMount`) the focus
 * moves to its title, so keyboard and screen-reader users land on the result.
 */
export function RegisteredPanel({
  booking,
  focusOnMount = false,
}: {
  booking: Booking;
  focusOnMount?: boolean;
}) {
  const { i18n } = useLingui();
  const [cancelOpen, setCancelOpen] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);

  return (
    <Card className="border-green-200 p-6">
      <PanelHeading
        tone="bg-green-100 text-green-800"
        icon={<CircleCheck aria-hidden="true" className="size-5" />}
        headingRef={focusOnMount ? headingRef : undefined}
      >
        <Trans>You're Registered!</Trans>
      </PanelHeading>

      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-gray-700">
            <Trans>Booking status</Trans>
          </dt>
          <dd>
            <Badge tone="green">
              <Trans>Confirmed</Trans>
            </Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-gray-700">
            <Trans>Ticket ID</Trans>
          </dt>
          <dd className="font-mono text-xs font-semibold break-all text-gray-900">{booking.ticketId}</dd>
        </div>
        {booking.hasTicketCategories ? (
          <div>
            <dt className="text-gray-700">
              <Trans>Tickets</Trans>
            </dt>
            <dd>
              <ul className="mt-1.5 space-y-1 rounded-xl bg-stone-50 p-3 ring-1 ring-gray-200 ring-inset">
                {booking.ticketItems.map((item) => (
                  <li key={item.categoryName} className="flex justify-between gap-3 text-gray-800">
                    <span>{`${item.categoryName} × ${item.quantity}`}</span>
                    <span>{formatPrice(item.subtotal)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-gray-700">
              <Trans>Seats booked</Trans>
            </dt>
            <dd className="font-semibold text-gray-900">{booking.noOfSeats}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-3 border-t border-gray-200 pt-3">
          <dt className="font-semibold text-gray-900">
            <Trans>Total paid</Trans>
          </dt>
          <dd className="text-xl font-extrabold text-gray-900">{formatPrice(booking.totalAmount)}</dd>
        </div>
        {booking.paymentMethod ? (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="sr-only">
              <Trans>Payment</Trans>
            </dt>
            <dd className="ml-auto text-right break-words text-gray-700">
              {domainText(paidByText(booking.paymentMethod))}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-5 space-y-3">
        <Link to={paths.ticket(booking._id)} className={buttonClasses({ size: 'lg', fullWidth: true })}>
          <TicketIcon aria-hidden="true" className="size-5" />
          <Trans>View My Ticket</Trans>
        </Link>
        {booking.verified ? (
          <p className="rounded-xl bg-stone-50 p-3 text-sm text-gray-700 ring-1 ring-gray-200 ring-inset">
            {i18n._(ADMITTED_NOTE)}
          </p>
        ) : (
          <Button variant="outline" fullWidth onClick={() => setCancelOpen(true)}>
            <Trans>Cancel Booking</Trans>
          </Button>
        )}
      </div>
      <CancelBookingDialog booking={booking} open={cancelOpen} onOpenChange={setCancelOpen} />
    </Card>
  );
}
