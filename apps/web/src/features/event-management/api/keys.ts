import { eventsRoot } from '@/lib/query-keys';

/**
 * Query keys of the organizer's event screens. Every cached piece of event data in the app lives under the events
 * root, so a write invalidates the root and the catalog (home, list, detail) refetches too.
 */
export const managedEventKeys = {
  all: [...eventsRoot, 'managed'] as const,
  mine: () => [...eventsRoot, 'managed', 'mine'] as const,
  forEdit: (id: string) => [...eventsRoot, 'managed', 'edit', id] as const,
};
