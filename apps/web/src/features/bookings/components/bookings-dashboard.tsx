import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Booking, type BookingTab, groupBookingsByTab } from '@ticketmela/domain';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import Compass from 'lucide-react/icons/compass';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useUserBookings } from '../api/get-user-bookings';
import { DashboardBookingCard } from './dashboard-booking-card';

type BookingWithEvent = Booking & { eventId: NonNullable<Booking['eventId']> };

const TABS: ReadonlyArray<{ id: BookingTab; label: MessageDescriptor; heading: MessageDescriptor }> = [
  { id: 'upcoming', label: msg`Upcoming`, heading: msg`Upcoming bookings` },
  { id: 'past', label: msg`Past`, heading: msg`Past bookings` },
  { id: 'cancelled', label: msg`Cancelled`, heading: msg`Cancelled bookings` },
];

const EMPTY: Record<
  BookingTab,
  { title: MessageDescriptor; text: MessageDescriptor; Icon: typeof CalendarClock }
> = {
  upcoming: {
    title: msg`No upcoming events`,
    text: msg`Tickets you book for upcoming events will appear here.`,
    Icon: CalendarClock,
  },
  past: {
    title: msg`No past events`,
    text: msg`Events you have attended will appear here.`,
    Icon: CalendarCheck,
  },
  cancelled: {
    title: msg`No cancelled bookings`,
    text: msg`Bookings that you or an organizer cancel will appear here.`,
    Icon: CalendarX,
  },
};

function isTab(value: string | null): value is BookingTab {
  return value === 'upcoming' || value === 'past' || value === 'cancelled';
}

function EmptyTab({ tab }: { tab: BookingTab }) {
  const { i18n } = useLingui();
  const { title, text, Icon } = EMPTY[tab];
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-night-100 text-night-800">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 text-lg font-bold text-gray-900">{i18n._(title)}</p>
      <p className="mt-1 max-w-sm text-sm text-gray-700">{i18n._(text)}</p>
      {tab === 'cancelled' ? null : (
        <Link to={paths.events} className={buttonClasses({ className: 'mt-6' })}>
          <Compass aria-hidden="true" className="size-4" />
          <Trans>Browse Events</Trans>
        </Link>
      )}
    </Card>
  );
}

function LoadingCards() {
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <p role="status" className="sr-only">
        <Trans>Loading your bookings...</Trans>
      </p>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="overflow-hidden rounded-2xl border border-gray-200 bg-white"
        >
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Events Dashboard: the user's bookings under Upcoming, Past and Cancelled (each with its count), the tab kept
 * in the address (?tab=past) so Back and a reload return to it. A failed load is logged only (the spec) and
 * leaves the tabs empty. `notices` (another feature's, given by the route: waitlist offers) go under the title.
 */
export function BookingsDashboard({ userId, notices = null }: { userId: string; notices?: ReactNode }) {
  const { t, i18n } = useLingui();
  const bookingsQuery = useUserBookings(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: BookingTab = isTab(requested) ? requested : 'upcoming';
  const baseId = useId();
  const tabRefs = useRef<Record<BookingTab, HTMLButtonElement | null>>({
    upcoming: null,
    past: null,
    cancelled: null,
  });

  useEffect(() => {
    if (bookingsQuery.isError) console.error('Failed to fetch bookings', bookingsQuery.error);
  }, [bookingsQuery.isError, bookingsQuery.error]);

  const { data, dataUpdatedAt } = bookingsQuery;
  // 'now' is taken when the bookings arrive, so the classification is stable between renders.
  const now = useMemo(() => new Date(dataUpdatedAt || Date.now()), [dataUpdatedAt]);
  const groups = useMemo(() => groupBookingsByTab((data ?? []) as BookingWithEvent[], now), [data, now]);

  function select(tab: BookingTab, focus = false) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'upcoming') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === active);
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(TABS[target]!.id, true);
  }

  const cancelledCount = groups.cancelled.length;
  const activeTab = TABS.find((tab) => tab.id === active)!;
  const shown = groups[active];

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
            <Trans>Events Dashboard</Trans>
          </h1>
          <p className="mt-2 text-gray-700">
            <Trans>Your tickets, past events and cancellations in one place.</Trans>
          </p>
        </div>
        {cancelledCount > 0 ? (
          <Link
            to={paths.cancelledBookings}
            className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })}
          >
            <CalendarX aria-hidden="true" className="size-4" />
            {t`View All Cancelled (${cancelledCount})`}
          </Link>
        ) : null}
      </div>
      {notices}

      <div
        role="tablist"
        aria-label={t`Bookings`}
        className="mt-8 flex gap-1 overflow-x-auto rounded-2xl bg-gray-100 p-1 ring-1 ring-gray-200 ring-inset"
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          const count = bookingsQuery.isPending ? '…' : groups[tab.id].length;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onTabKeyDown}
              className={cn(
                'flex min-h-11 min-w-0 flex-1 basis-0 items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-4 sm:text-sm',
                selected
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-gray-700 hover:bg-white/60 hover:text-gray-900',
              )}
            >
              {i18n._(tab.label)}
              <span className="sr-only">{` (${count})`}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full px-1.5 py-0.5 text-xs sm:px-2',
                  selected ? 'bg-brand-100 text-brand-900' : 'bg-gray-200 text-gray-800',
                )}
              >
                {count}
              </span>
            </button>
          );
        })}
      </div>

      <section
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        className="mt-6 focus:outline-none"
      >
        <h2 className="sr-only">{i18n._(activeTab.heading)}</h2>
        {bookingsQuery.isPending ? (
          <LoadingCards />
        ) : shown.length === 0 ? (
          <EmptyTab tab={active} />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((booking) => (
              <li key={booking._id}>
                <DashboardBookingCard
                  booking={booking}
                  tab={active}
                  now={now}
                  onCancelled={() => tabRefs.current[active]?.focus()}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
