import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FlaggedEvent } from '@ticketmela/domain';
import Flag from 'lucide-react/icons/flag';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { formatEventDateTime } from '@/lib/format-dates';
import { useFlaggedEvents } from '../api/get-flagged-events';
import { AdminEventDetailsDialog } from './admin-event-details-dialog';
import { AdminPageHeader } from './admin-page-header';
import { BackToDashboardLink } from './back-to-dashboard-link';
import { DeleteEventDialog } from './delete-event-dialog';
import { type ActionableEvent, EventRowActions } from './event-row-actions';
import { EventDate, EventStatusBadge } from './event-status-badges';
import { ReportsDialog } from './reports-dialog';
import { RowCard, RowFact } from './row-card';
import { useIsWide } from './use-is-wide';

function ReportCounts({ event }: { event: FlaggedEvent }) {
  const reportCount = event.reportCount;
  const pending = event.pendingReportCount;
  return (
    <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
      <Badge tone="red">
        <Flag aria-hidden="true" className="size-3" />
        {reportCount}
        <span className="sr-only">
          {' '}
          <Plural value={reportCount} one="report" other="reports" />
        </span>
      </Badge>
      {pending > 0 ? (
        <Badge tone="yellow">
          <Trans>{pending} pending</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/** 'Reports (n)': opens the reports dialog of the event. */
function ReportsButton({ event, onOpen }: { event: FlaggedEvent; onOpen: (id: string) => void }) {
  const reportCount = event.reportCount;
  const title = event.title;
  return (
    <Button size="sm" onClick={() => onOpen(event._id)} icon={<Flag aria-hidden="true" className="size-4" />}>
      <Trans>
        Reports ({reportCount})<span className="sr-only"> for {title}</span>
      </Trans>
    </Button>
  );
}

/** Flagged Events (/admin/flagged-events): every reported event, most reported first, with its reports. */
export function FlaggedEvents() {
  const { t } = useLingui();
  const query = useFlaggedEvents();
  const isWide = useIsWide();
  const [reportsId, setReportsId] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ActionableEvent | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(t`Failed to fetch flagged events`, { id: 'flagged-events-failed' });
  }, [query.isError, t]);

  const now = useMemo(
    () => (query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : new Date()),
    [query.dataUpdatedAt],
  );
  const events = query.data ?? [];
  // The dialog reads the event from the list, so it shows each report's new status once the list refreshes.
  const reportsEvent = events.find((event) => event._id === reportsId) ?? null;

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title={t`Flagged Events`}
        subtitle={t`Events people have reported, most reported first. Review each report and act on the event.`}
        before={<BackToDashboardLink />}
      />

      {query.isPending ? (
        <ListSkeleton label={t`Loading flagged events...`} rows={3} rowClassName="h-16" />
      ) : query.isError && !query.data ? (
        <LoadFailed title={t`Failed to fetch flagged events`} onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck aria-hidden="true" className="size-7" />}
          iconClassName="bg-green-100 text-green-800"
          title={t`No flagged events`}
        >
          <p className="mt-1 max-w-sm text-sm text-gray-700">
            <Trans>No event has been reported. Reported events will appear here for review.</Trans>
          </p>
        </EmptyState>
      ) : isWide ? (
        <ScrollTable label={t`Flagged events table`}>
          <table className="w-full min-w-[64rem]">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Event</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Organizer</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Reports</Trans>
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {events.map((event) => (
                <tr key={event._id}>
                  <th scope="row" className={`${rowTh} min-w-48 max-w-64`}>
                    <span className="block font-semibold text-gray-900">{event.title}</span>
                    <span className="block text-gray-700">
                      {event.city}
                      {event.categoryId ? ` · ${event.categoryId.name}` : ''}
                    </span>
                    <span className="mt-1.5 block">
                      <EventStatusBadge event={event} now={now} />
                    </span>
                  </th>
                  <td className={`${td} whitespace-nowrap`}>
                    <EventDate date={event.date} />
                  </td>
                  <td className={td}>
                    <span className="block font-medium text-gray-900">{event.organizerId.name}</span>
                    <span className="block text-gray-700">{event.organizerId.email}</span>
                  </td>
                  <td className={td}>
                    <ReportCounts event={event} />
                  </td>
                  <td className={td}>
                    <EventRowActions event={event} onDetails={setDetailsId} onDelete={setDeleting}>
                      <ReportsButton event={event} onOpen={setReportsId} />
                    </EventRowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <ul className="space-y-3" aria-label={t`Flagged events`}>
          {events.map((event) => (
            <li key={event._id}>
              <RowCard
                label={event.title}
                heading={
                  <>
                    <span className="block font-semibold text-gray-900">{event.title}</span>
                    <span className="block text-sm text-gray-700">
                      {event.city}
                      {event.categoryId ? ` · ${event.categoryId.name}` : ''}
                    </span>
                  </>
                }
                badge={<EventStatusBadge event={event} now={now} />}
                actions={
                  <EventRowActions event={event} onDetails={setDetailsId} onDelete={setDeleting} wrap>
                    <ReportsButton event={event} onOpen={setReportsId} />
                  </EventRowActions>
                }
              >
                <RowFact label={t`Date`}>{formatEventDateTime(event.date)}</RowFact>
                <RowFact label={t`Organizer`}>
                  {event.organizerId.name}
                  <span className="block break-all text-gray-700">{event.organizerId.email}</span>
                </RowFact>
                <RowFact label={t`Reports`}>
                  <ReportCounts event={event} />
                </RowFact>
              </RowCard>
            </li>
          ))}
        </ul>
      )}

      <ReportsDialog event={reportsEvent} onClose={() => setReportsId(null)} />
      <AdminEventDetailsDialog eventId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
