import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY_EVENT_FILTERS,
  type EventFilters,
  findCategoryByReference,
  hasActiveFilters,
} from '@ticketmela/domain';
import CirclePlus from 'lucide-react/icons/circle-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { useEventCities } from '@/features/events/api/get-event-cities';
import { useEventPages } from '@/features/events/api/get-event-page';
import { EventFiltersPanel } from '@/features/events/components/event-filters-panel';
import { EventGrid, EventGridSkeleton } from '@/features/events/components/event-grid';
import { EventsEmptyState } from '@/features/events/components/events-empty-state';
import {
  filtersFromParams,
  paramsWithFilters,
  paramsWithoutFilters,
  queryFromFilters,
} from '@/features/events/components/filter-params';
import { LoadMoreEvents } from '@/features/events/components/load-more-events';
import { useDebouncedValue } from '@/features/events/components/use-debounced-value';
import { useNearViewportCallback } from '@/features/events/components/use-near-viewport-callback';

/** Typing in the search box asks the server once it pauses this long. */
const SEARCH_DELAY_MS = 300;

const sameFilters = (a: EventFilters, b: EventFilters) =>
  (Object.keys(EMPTY_EVENT_FILTERS) as (keyof EventFilters)[]).every((key) => a[key] === b[key]);

function EventsHero() {
  return (
    <section
      aria-labelledby="events-heading"
      className="relative isolate overflow-hidden bg-night-950 pt-8 pb-24 text-white sm:pt-16 sm:pb-32"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-night-950 via-night-900 to-brand-950"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-16 -z-10 size-96 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.1)_1px,transparent_0)] [background-size:28px_28px]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase">
            <Trans>Upcoming events</Trans>
          </p>
          <h1 id="events-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
            <Trans>Discover Events</Trans>
          </h1>
          {/* On a phone the first screen is for the results (decision 0032). */}
          <p className="mt-3 hidden text-lg text-gray-200 sm:block">
            <Trans>
              Concerts, comedy, food trails, conferences and festivals across India. Filter by city, date or
              budget.
            </Trans>
          </p>
        </div>
        <Link
          to={paths.createEvent}
          className={buttonClasses({
            variant: 'light',
            size: 'lg',
            className: 'focus-ring-light self-start',
          })}
        >
          <CirclePlus aria-hidden="true" className="size-5" />
          <Trans>Create Event</Trans>
        </Link>
      </div>
    </section>
  );
}

export default function EventsPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  // The filters live in the address at once; the server is asked once they settle (the search box debounces).
  const settled = useDebouncedValue(filters, SEARCH_DELAY_MS, sameFilters);
  const query = useMemo(() => queryFromFilters(settled), [settled]);
  // The server filters with the spec's rules and answers a page of cards at a time, with the total.
  const eventsQuery = useEventPages(query);
  const citiesQuery = useEventCities();
  const categoriesQuery = useCategories();

  useEffect(() => {
    if (eventsQuery.isError) console.error('Failed to load events', eventsQuery.error);
  }, [eventsQuery.isError, eventsQuery.error]);
  useEffect(() => {
    if (categoriesQuery.isError) console.error('Failed to load categories', categoriesQuery.error);
  }, [categoriesQuery.isError, categoriesQuery.error]);
  useEffect(() => {
    if (citiesQuery.isError) console.error('Failed to load cities', citiesQuery.error);
  }, [citiesQuery.isError, citiesQuery.error]);

  const pages = eventsQuery.data?.pages ?? [];
  // A page boundary can shift while scrolling (an event added or started): each event is shown once.
  const shown = useMemo(() => {
    const seen = new Set<string>();
    return pages
      .flatMap((page) => page.events)
      .filter((event) => !seen.has(event._id) && seen.add(event._id));
  }, [pages]);
  const total = pages[0]?.pagination.total ?? 0;
  // More match than the list counts (decision 0045): "1,000+ Events Found", and the list ends at the 1,000th.
  const totalIsAtLeast = pages[0]?.pagination.totalIsAtLeast ?? false;
  const hasMore = Boolean(eventsQuery.hasNextPage) && !eventsQuery.isPlaceholderData;
  const loadingMore = eventsQuery.isFetchingNextPage;
  const loadMore = () => {
    if (hasMore && !eventsQuery.isFetching) void eventsQuery.fetchNextPage();
  };
  const sentinelRef = useNearViewportCallback<HTMLDivElement>(loadMore, {
    enabled: hasMore && !eventsQuery.isFetchNextPageError,
    watchKey: shown.length,
  });

  const cities = citiesQuery.data ?? [];
  const categories = (categoriesQuery.data ?? []).map((category) => ({
    value: category._id,
    label: category.name,
  }));
  // A link may name the category (?category=music); the select shows the category it names.
  const shownCategory =
    findCategoryByReference(
      categories.map((category) => ({ id: category.value, name: category.label })),
      filters.category,
    )?.id ?? filters.category;
  const filtering = hasActiveFilters(filters);
  // New filters are being fetched while the previous results stay on screen.
  const refreshing = eventsQuery.isPlaceholderData || !sameFilters(filters, settled);

  function changeFilters(changes: Partial<EventFilters>) {
    setSearchParams((current) => paramsWithFilters(current, changes), { replace: true });
  }
  function clearFilters() {
    setSearchParams((current) => paramsWithoutFilters(current), { replace: true });
  }

  const search = settled.search.trim();

  return (
    <>
      <title>{t`Browse Events — TicketMela`}</title>
      <EventsHero />
      <div className="relative z-10 mx-auto -mt-20 w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <EventFiltersPanel
          filters={{ ...filters, category: shownCategory }}
          onChange={changeFilters}
          onClear={clearFilters}
          categories={categories}
          cities={cities}
        />

        <section
          aria-labelledby="results-heading"
          aria-busy={refreshing || undefined}
          className="mt-6 sm:mt-10"
        >
          {eventsQuery.isPending ? (
            <>
              <h2 id="results-heading" className="sr-only">
                <Trans>Events</Trans>
              </h2>
              <EventGridSkeleton />
            </>
          ) : (
            <>
              <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="results-heading" className="text-2xl font-bold text-gray-900" aria-live="polite">
                  {totalIsAtLeast
                    ? t`${total.toLocaleString('en-IN')}+ Events Found`
                    : t`${plural(total, { one: '# Event Found', other: '# Events Found' })}`}
                </h2>
              </div>
              {shown.length === 0 ? (
                <EventsEmptyState
                  title={search ? t`No events found for "${search}"` : t`No events found`}
                  description={
                    filtering
                      ? t`Try another search, or clear the filters to see every upcoming event.`
                      : t`There are no upcoming events right now. Check back soon, or create one yourself.`
                  }
                >
                  {filtering ? (
                    <Button
                      variant="outline"
                      onClick={clearFilters}
                      icon={<X aria-hidden="true" className="size-4" />}
                    >
                      <Trans>Show all events</Trans>
                    </Button>
                  ) : null}
                </EventsEmptyState>
              ) : (
                <div className={refreshing ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
                  <EventGrid events={shown} variant="list" />
                  <LoadMoreEvents
                    shown={shown.length}
                    total={total}
                    totalIsAtLeast={totalIsAtLeast}
                    hasMore={hasMore}
                    loading={loadingMore}
                    failed={eventsQuery.isFetchNextPageError}
                    onLoadMore={loadMore}
                    sentinelRef={sentinelRef}
                  />
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
