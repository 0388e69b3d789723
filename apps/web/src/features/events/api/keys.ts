import type { EventPageQuery } from './get-event-page';
import type { EventsQuery } from './get-events';

/** Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (query: EventsQuery) => ['events', 'list', query] as const,
  pages: (query: EventPageQuery) => ['events', 'pages', query] as const,
  cities: () => ['events', 'cities'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
};
