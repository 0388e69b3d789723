import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_PAGE_SIZE, type EventPage } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import type { EventPageQuery } from './events-query';
import { eventKeys } from './keys';

/** GET /events?page=N: one page of card-sized events and the total matching the filters. */
export function getEventPage(query: EventPageQuery, page: number, signal?: AbortSignal): Promise<EventPage> {
  return apiClient.get<EventPage>('/events', { query: pageQuery(query, page), signal });
}

const pageQuery = (query: EventPageQuery, page: number) => ({ ...query, page, limit: EVENT_PAGE_SIZE });

export function eventPagesQueryOptions(query: EventPageQuery) {
  return infiniteQueryOptions({
    queryKey: eventKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getEventPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: EventPage) =>
      last.pagination.current < last.pagination.pages ? last.pagination.current + 1 : undefined,
    ...preloadedInitialData('/events', pageQuery(query, 1), (first: EventPage) => ({
      pages: [first],
      pageParams: [1],
    })),
  });
}

/**
 * The event list, a page at a time: `fetchNextPage` adds the next one. While new filters load, the cards of the
 * previous ones stay on screen (placeholder data) instead of flashing back to skeletons.
 */
export function useEventPages(query: EventPageQuery) {
  return useInfiniteQuery({ ...eventPagesQueryOptions(query), placeholderData: keepPreviousData });
}
