import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { useMyEvents } from '../api/get-my-events';
import { CancelEventDialog } from './cancel-event-dialog';
import { DashboardSummary } from './dashboard-summary';
import { type DashboardTab, DashboardTabList } from './dashboard-tabs';
import { EventDetailsDialog, type RenderAttendees } from './event-details-dialog';
import { dashboardTotals, splitEventsByDate } from './event-stats';
import { OrganizerDashboardHeader } from './organizer-dashboard-header';
import { OrganizerEventsPanel } from './organizer-events-panel';

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
  const { t } = useLingui();
  const query = useMyEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const [detailsEvent, setDetailsEvent] = useState<Event | null>(null);
  const [cancelTarget, setCancelTarget] = useState<Event | null>(null);

  // The clock is read when the list arrives: an event moves to Past on the next load, not mid-glance.
  const now = useMemo(
    () => (query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : new Date()),
    [query.dataUpdatedAt],
  );
  const { upcoming, past } = useMemo(() => splitEventsByDate(query.data ?? [], now), [query.data, now]);
  const totals = useMemo(() => dashboardTotals(query.data ?? [], now), [query.data, now]);
  const shown = tab === 'upcoming' ? upcoming : past;

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch events`, { id: 'organizer-events-failed' });
  }, [query.isError, t]);

  // Keep the open details in step with the list (a cancel elsewhere, fresh seat counts).
  useEffect(() => {
    if (!detailsEvent || !query.data) return;
    const fresh = query.data.find((event) => event._id === detailsEvent._id);
    if (fresh && fresh !== detailsEvent) setDetailsEvent(fresh);
  }, [query.data, detailsEvent]);

  function selectTab(next: DashboardTab) {
    setSearchParams(next === 'past' ? { tab: 'past' } : {}, { replace: true });
  }

  return (
    <div className="space-y-8">
      <title>{t`Organizer Dashboard — TicketMela`}</title>
      <OrganizerDashboardHeader pendingMessages={pendingMessages} />

      <DashboardSummary totals={query.data ? totals : null} />

      <section aria-labelledby="organizer-events-heading">
        {/* The cards' titles are h3: this h2 keeps the outline h1 > h2 > h3 (axe heading-order). */}
        <h2 id="organizer-events-heading" className="sr-only">
          <Trans>Your events</Trans>
        </h2>
        <DashboardTabList
          tab={tab}
          counts={query.data ? { upcoming: upcoming.length, past: past.length } : null}
          onSelect={selectTab}
        />
        <OrganizerEventsPanel
          tab={tab}
          query={query}
          shown={shown}
          onDetails={setDetailsEvent}
          onCancel={setCancelTarget}
        />
      </section>

      <EventDetailsDialog
        event={detailsEvent}
        onClose={() => setDetailsEvent(null)}
        renderAttendees={renderAttendees}
      />
      <CancelEventDialog event={cancelTarget} onClose={() => setCancelTarget(null)} />
    </div>
  );
}
