/**
 * Query keys of the organizer's event screens. Every cached piece of event data in the app lives under the
 * 'events' root, so a write invalidates ['events'] and the catalog (home, list, detail) refetches too.
 */
export const EVENTS_ROOT_KEY = ['events'] as const;

export const managedEventKeys = {
  all: ['events', 'managed'] as const,
  mine: () => ['events', 'managed', 'mine'] as const,
  forEdit: (id: string) => ['events', 'managed', 'edit', id] as const,
};
