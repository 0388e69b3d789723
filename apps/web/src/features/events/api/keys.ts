import { eventsRoot } from '@/lib/query-keys';
import type { EventPageQuery, EventsQuery } from './events-query';

/** Query keys of the events feature. */
export const eventKeys = {
  all: eventsRoot,
  lists: () => [...eventsRoot, 'list'] as const,
  list: (query: EventsQuery) => [...eventsRoot, 'list', query] as const,
  pages: (query: EventPageQuery) => [...eventsRoot, 'pages', query] as const,
  cities: () => [...eventsRoot, 'cities'] as const,
  detail: (id: string) => [...eventsRoot, 'detail', id] as const,
};
