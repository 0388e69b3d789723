import { Trans } from '@lingui/react/macro';
import type { EventCard as EventCardData } from '@ticketmela/domain';
import type { ReactNode } from 'react';
import { EventCard, EventCardSkeleton } from './event-card';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Cards in one, two or three columns; the first row's photos load first. */
export function EventGrid({ events, variant }: { events: EventCardData[]; variant: 'featured' | 'list' }) {
  return (
    <ul className={gridClasses}>
      {events.map((event, index) => (
        <li key={event._id}>
          <EventCard event={event} variant={variant} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

/** Six placeholder cards while events load, with a status message for screen readers. */
export function EventGridSkeleton({ count = 6, label }: { count?: number; label?: ReactNode }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label ?? <Trans>Loading events...</Trans>}
      </p>
      <div className={gridClasses}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <EventCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
