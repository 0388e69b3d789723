import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import Ban from 'lucide-react/icons/ban';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import LayoutList from 'lucide-react/icons/layout-list';
import MessageSquare from 'lucide-react/icons/message-square';
import Plus from 'lucide-react/icons/plus';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import Users from 'lucide-react/icons/users';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCancelEventMutation } from '../api/cancel-event';
import { useMyEvents } from '../api/get-my-events';
import { EventDetailsDialog, type RenderAttendees } from './event-details-dialog';
import { dashboardTotals, splitEventsByDate } from './event-stats';
import { OrganizerEventCard } from './organizer-event-card';

type Tab = 'upcoming' | 'past';
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'upcoming', label: msg`Upcoming Events` },
  { id: 'past', label: msg`Past Events` },
];

function SummaryCard({
  label,
  value,
  icon,
  accent,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  accent: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11', accent)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-700">{label}</p>
        <p className="text-2xl font-bold text-gray-900">{value}</p>
      </div>
    </Card>
  );
}

function LoadingCards() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyState({ tab }: { tab: Tab }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CalendarPlus aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-gray-900">
        {tab === 'upcoming' ? <Trans>No upcoming events</Trans> : <Trans>No past events yet</Trans>}
      </p>
      <p className="mt-1 max-w-sm text-sm text-gray-700">
        {tab === 'upcoming' ? (
          <Trans>Create an event and it will show here, ready to sell tickets.</Trans>
        ) : (
          <Trans>Events move here once their date has passed.</Trans>
        )}
      </p>
      {tab === 'upcoming' ? (
        <Link to={paths.createEvent} className={buttonClasses({ className: 'mt-5' })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Create New Event</Trans>
        </Link>
      ) : null}
    </Card>
  );
}

/**
 * The Organizer Dashboard: the signed-in organizer's events in Upcoming and Past tabs, with their actions.
 * `renderAttendees` fills the details modal's attendee list (another feature's piece, composed by the route).
 * `pendingMessages` is the number of inquiries still pending, shown on the Messages button (undefined while unknown).
 */
export function OrganizerDashboard({
  renderAttendees,
  pendingMessages,
}: {
  renderAttendees?: RenderAttendees;
  pendingMessages?: number | undefined;
} = {}) {
  const { t, i18n } = useLingui();
  const query = useMyEvents();
  const cancelMutation = useCancelEventMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const [detailsEvent, setDetailsEvent] = useState<Event | null>(null);
  const [cancelTarget, setCancelTarget] = useState<Event | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ upcoming: null, past: null });

  // The clock is read when the list arrives: an event moves to Past on the next load, not mid-glance.
  const now = useMemo(
    () => (query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : new Date()),
    [query.dataUpdatedAt],
  );
  const events = query.data ?? [];
  const { upcoming, past } = useMemo(() => splitEventsByDate(query.data ?? [], now), [query.data, now]);
  const totals = useMemo(() => dashboardTotals(query.data ?? [], now), [query.data, now]);
  const shown = tab === 'upcoming' ? upcoming : past;
  const cancelTitle = cancelTarget?.title;

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch events`, { id: 'organizer-events-failed' });
  }, [query.isError, t]);

  // Keep the open details in step with the list (a cancel elsewhere, fresh seat counts).
  useEffect(() => {
    if (!detailsEvent || !query.data) return;
    const fresh = query.data.find((event) => event._id === detailsEvent._id);
    if (fresh && fresh !== detailsEvent) setDetailsEvent(fresh);
  }, [query.data, detailsEvent]);

  function selectTab(next: Tab, focus = false) {
    setSearchParams(next === 'past' ? { tab: 'past' } : {}, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((item) => item.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    selectTab(TABS[next]!.id, true);
  }

  function confirmCancel(reason: string) {
    if (!cancelTarget) return;
    cancelMutation.mutate(
      { id: cancelTarget._id, reason },
      {
        onSuccess: () => {
          toast.success(t`Event cancelled successfully`);
          setCancelTarget(null);
        },
        onError: (error) => toast.error(errorMessage(error, t`Failed to cancel event`)),
      },
    );
  }

  return (
    <div className="space-y-8">
      <title>{t`Organizer Dashboard — TicketMela`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>Organizer Dashboard</Trans>
          </h1>
          <p className="mt-2 text-gray-700">
            <Trans>Create and manage your events, follow sales and check tickets at the door.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.organizerContacts} className={buttonClasses({ variant: 'outline' })}>
            <MessageSquare aria-hidden="true" className="size-4" />
            <Trans>Messages</Trans>
            {pendingMessages ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {pendingMessages.toLocaleString('en-IN')}
                <span className="sr-only">
                  {' '}
                  <Trans>pending</Trans>
                </span>
              </span>
            ) : null}
          </Link>
          <Link to={paths.organizerTax} className={buttonClasses({ variant: 'outline' })}>
            <ReceiptIndianRupee aria-hidden="true" className="size-4" />
            <Trans>Tax</Trans>
          </Link>
          <Link to={paths.createEvent} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Create New Event</Trans>
          </Link>
        </div>
      </header>

      <section aria-label={t`Summary`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          label={t`Total Events`}
          value={query.data ? totals.total : '—'}
          accent="bg-night-100 text-night-800"
          icon={<LayoutList aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label={t`Upcoming`}
          value={query.data ? totals.activeUpcoming : '—'}
          accent="bg-blue-100 text-blue-800"
          icon={<CalendarClock aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label={t`Seats Booked`}
          value={query.data ? totals.seatsBooked.toLocaleString('en-IN') : '—'}
          accent="bg-brand-100 text-brand-800"
          icon={<Users aria-hidden="true" className="size-5" />}
        />
        <SummaryCard
          label={t`Cancelled`}
          value={query.data ? totals.cancelled : '—'}
          accent="bg-red-100 text-red-800"
          icon={<Ban aria-hidden="true" className="size-5" />}
        />
      </section>

      <section aria-labelledby="organizer-events-heading">
        {/* The cards' titles are h3: this h2 keeps the outline h1 > h2 > h3 (axe heading-order). */}
        <h2 id="organizer-events-heading" className="sr-only">
          <Trans>Your events</Trans>
        </h2>
        <div role="tablist" aria-label={t`Your events`} className="flex gap-1 border-b border-gray-200">
          {TABS.map((item) => {
            const selected = item.id === tab;
            const total = item.id === 'upcoming' ? upcoming.length : past.length;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  tabRefs.current[item.id] = element;
                }}
                type="button"
                role="tab"
                id={`organizer-tab-${item.id}`}
                aria-selected={selected}
                aria-controls={`organizer-panel-${item.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectTab(item.id)}
                onKeyDown={onTabKeyDown}
                className={cn(
                  '-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base',
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900',
                )}
              >
                {i18n._(item.label)}
                {query.data ? (
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs',
                      selected ? 'bg-brand-100 text-brand-900' : 'bg-gray-100 text-gray-700',
                    )}
                  >
                    {total}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id={`organizer-panel-${tab}`}
          aria-labelledby={`organizer-tab-${tab}`}
          className="pt-6"
        >
          {query.isPending ? (
            <>
              <p role="status" className="sr-only">
                <Trans>Loading your events...</Trans>
              </p>
              <LoadingCards />
            </>
          ) : query.isError ? (
            <Alert title={t`Failed to fetch events`}>
              <p>
                <Trans>Your events could not be loaded.</Trans>
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : shown.length === 0 ? (
            <EmptyState tab={tab} />
          ) : (
            <ul
              className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
              aria-label={i18n._(TABS.find((item) => item.id === tab)!.label)}
            >
              {shown.map((event) => (
                <li key={event._id} className="grid">
                  <OrganizerEventCard
                    event={event}
                    variant={tab}
                    onDetails={setDetailsEvent}
                    onCancel={setCancelTarget}
                  />
                </li>
              ))}
            </ul>
          )}
          {events.length > 0 && query.isFetching && !query.isPending ? (
            <p role="status" className="sr-only">
              <Trans>Refreshing your events...</Trans>
            </p>
          ) : null}
        </div>
      </section>

      <EventDetailsDialog
        event={detailsEvent}
        onClose={() => setDetailsEvent(null)}
        renderAttendees={renderAttendees}
      />
      <ConfirmDialog
        open={cancelTarget !== null}
        onOpenChange={(open) => {
          if (!open) setCancelTarget(null);
        }}
        title={t`Cancel Event`}
        description={
          cancelTarget
            ? t`Are you sure you want to cancel "${cancelTitle}"? This cannot be undone: the event stops selling tickets and attendees will see your reason on its page.`
            : ''
        }
        confirmText={t`Cancel Event`}
        cancelText={t`Keep Event`}
        variant="danger"
        requireReason
        reasonLabel={t`Reason for cancellation`}
        reasonPlaceholder={t`e.g. The venue is unavailable on this date`}
        busy={cancelMutation.isPending}
        busyText={t`Cancelling...`}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
