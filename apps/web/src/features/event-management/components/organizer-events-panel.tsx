import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { useMyEvents } from '../api/get-my-events';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard-tabs';
import { OrganizerEventCard } from './organizer-event-card';
import { OrganizerEventsEmpty } from './organizer-events-empty';

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

/** The selected tab's panel: its event cards, or the list's loading, failure or empty state. */
export function OrganizerEventsPanel({
  tab,
  query,
  shown,
  onDetails,
  onCancel,
}: {
  tab: DashboardTab;
  query: ReturnType<typeof useMyEvents>;
  /** The selected tab's events. */
  shown: Event[];
  onDetails: (event: Event) => void;
  onCancel: (event: Event) => void;
}) {
  const { t, i18n } = useLingui();
  const events = query.data ?? [];
  return (
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
        <OrganizerEventsEmpty tab={tab} />
      ) : (
        <ul
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={i18n._(DASHBOARD_TABS.find((item) => item.id === tab)!.label)}
        >
          {shown.map((event) => (
            <li key={event._id} className="grid">
              <OrganizerEventCard event={event} variant={tab} onDetails={onDetails} onCancel={onCancel} />
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
  );
}
