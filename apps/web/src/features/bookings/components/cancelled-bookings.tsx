import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarX from 'lucide-react/icons/calendar-x';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCancelledBookings } from '../api/get-cancelled-bookings';
import { CancelledBookingCard } from './cancelled-booking-card';

export const CANCELLED_FETCH_FAILED_MESSAGE = msg`Failed to fetch cancelled bookings`;

type BookingWithEvent = Booking & { eventId: NonNullable<Booking['eventId']> };

/** /cancelled-bookings: header with the count, a card per cancelled booking, or the empty state. */
export function CancelledBookings({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const query = useCancelledBookings(userId);

  useEffect(() => {
    if (query.isError) {
      console.error('Failed to fetch cancelled bookings', query.error);
      toast.error(i18n._(CANCELLED_FETCH_FAILED_MESSAGE), { id: 'cancelled-bookings-failed' });
    }
  }, [query.isError, query.error, i18n]);

  const { data, dataUpdatedAt } = query;
  const now = useMemo(() => new Date(dataUpdatedAt || Date.now()), [dataUpdatedAt]);
  const bookings = useMemo(
    () => (data ?? []).filter((booking): booking is BookingWithEvent => booking.eventId !== null),
    [data],
  );
  const count = bookings.length;

  return (
    <div>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
            <Trans>Cancelled Bookings</Trans>
          </h1>
          <p className="mt-2 text-gray-700">
            <Trans>Your cancelled bookings and where their refunds stand.</Trans>
          </p>
        </div>
        {query.isPending ? null : (
          <p className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800">
            {t`${plural(count, { one: '# cancelled booking', other: '# cancelled bookings' })}`}
          </p>
        )}
      </div>

      <div className="mt-8">
        {query.isPending ? (
          <div className="space-y-5">
            <p role="status" className="sr-only">
              <Trans>Loading your cancelled bookings...</Trans>
            </p>
            {[0, 1].map((index) => (
              <Card key={index} className="space-y-4 p-6">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <div className="grid gap-4 lg:grid-cols-3">
                  <Skeleton className="h-28" />
                  <Skeleton className="h-28" />
                  <Skeleton className="h-28" />
                </div>
              </Card>
            ))}
          </div>
        ) : bookings.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-night-100 text-night-800">
              <CalendarX aria-hidden="true" className="size-7" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-gray-900">
              <Trans>No cancelled bookings</Trans>
            </h2>
            <p className="mt-1 max-w-sm text-sm text-gray-700">
              <Trans>You have not cancelled any bookings, and none of your events were cancelled.</Trans>
            </p>
            <Link to={paths.dashboard} className={buttonClasses({ className: 'mt-6' })}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              <Trans>Go to Dashboard</Trans>
            </Link>
          </Card>
        ) : (
          <ul className="space-y-5">
            {bookings.map((booking) => (
              <li key={booking._id}>
                <CancelledBookingCard booking={booking} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
