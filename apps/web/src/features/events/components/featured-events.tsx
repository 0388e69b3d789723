import { Trans, useLingui } from '@lingui/react/macro';
import { visibleUpcomingEvents } from '@ticketmela/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useEvents } from '../api/get-events';
import { EventGrid, EventGridSkeleton } from './event-grid';
import { EventsEmptyState } from './events-empty-state';

export const FEATURED_EVENT_COUNT = 6;

/** Home's 'Featured Events': the first six upcoming, non-cancelled events in the order the API returns them. */
export function FeaturedEvents() {
  const { t } = useLingui();
  const eventsQuery = useEvents({ upcoming: true, limit: FEATURED_EVENT_COUNT });

  useEffect(() => {
    // The spec: a failed load is reported on the console only, and the empty state is shown.
    if (eventsQuery.isError) console.error('Failed to load featured events', eventsQuery.error);
  }, [eventsQuery.isError, eventsQuery.error]);

  // The server already filters; the client keeps the rule too, in case an event started since.
  const events = visibleUpcomingEvents(eventsQuery.data ?? [], new Date()).slice(0, FEATURED_EVENT_COUNT);

  return (
    <section aria-labelledby="featured-heading" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">
            <Trans>Don&apos;t miss out</Trans>
          </p>
          <h2
            id="featured-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl"
          >
            <Trans>Featured Events</Trans>
          </h2>
          <p className="mt-3 text-lg text-gray-700">
            <Trans>Hand-picked experiences happening soon across India.</Trans>
          </p>
        </div>

        <div className="mt-10 sm:mt-12">
          {eventsQuery.isPending ? (
            <EventGridSkeleton label={t`Loading featured events...`} />
          ) : events.length === 0 ? (
            <EventsEmptyState
              title={t`No featured events yet`}
              description={t`Be the first to create an amazing event in your city!`}
            />
          ) : (
            <>
              <EventGrid events={events} variant="featured" />
              <div className="mt-12 text-center">
                <Link to={paths.events} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  <Trans>View All Events</Trans>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
