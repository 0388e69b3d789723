import { type Event, isPastEvent } from '@ticketmela/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatEventDate } from '@/lib/format-dates';

/** Events whose tickets can be checked in, upcoming (soonest first) and past (latest first); cancelled ones left out. */
export function groupVerifiableEvents(events: Event[], now: Date): { upcoming: Event[]; past: Event[] } {
  const time = (event: Event) => new Date(event.date).getTime();
  const open = events.filter((event) => !event.cancelled);
  return {
    upcoming: open.filter((event) => !isPastEvent(event.date, now)).sort((a, b) => time(a) - time(b)),
    past: open.filter((event) => isPastEvent(event.date, now)).sort((a, b) => time(b) - time(a)),
  };
}

const optionLabel = (event: Event) => `${event.title} — ${formatEventDate(event.date)}`;

export interface EventPickerProps {
  events: Event[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (eventId: string | null) => void;
}

/** 'Select Event': the organizer's own events (every event for an admin), shown when the address names none. */
export function EventPicker({ events, isLoading, isError, onRetry, value, onChange }: EventPickerProps) {
  const id = useId();
  const groups = useMemo(() => groupVerifiableEvents(events ?? [], new Date()), [events]);

  if (isLoading) {
    return (
      <div className="space-y-2">
        <p role="status" className="sr-only">
          Loading your events...
        </p>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert title="Failed to fetch events">
        <p>Your events could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (groups.upcoming.length === 0 && groups.past.length === 0) {
    return (
      <Alert tone="info" title="No events to verify">
        <p>
          Tickets can be checked in for events you organize.{' '}
          <Link to={paths.createEvent} className="font-semibold underline underline-offset-2">
            Create an event
          </Link>{' '}
          to get started.
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Select Event
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(change) => onChange(change.target.value || null)}
          className={inputClasses(false, 'appearance-none pr-10')}
        >
          <option value="">Choose an event</option>
          {groups.upcoming.length > 0 ? (
            <optgroup label="Upcoming">
              {groups.upcoming.map((event) => (
                <option key={event._id} value={event._id}>
                  {optionLabel(event)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {groups.past.length > 0 ? (
            <optgroup label="Past">
              {groups.past.map((event) => (
                <option key={event._id} value={event._id}>
                  {optionLabel(event)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
        />
      </div>
    </div>
  );
}
