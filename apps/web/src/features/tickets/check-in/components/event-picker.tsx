import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Event, isPastEvent } from '@ticketmela/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatEventDate } from '@/lib/format-dates';
import type { StoredDoorEvent } from '../offline/door-store';
import { doorTime } from './door-time';

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

/** The 'Select Event' field both pickers draw: a labelled native select ('Choose an event' first) with its chevron. */
function SelectEventField({
  value,
  onChange,
  note,
  children,
}: {
  value: string | null;
  onChange: (eventId: string | null) => void;
  /** A line under the label, read with the field. */
  note?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const noteId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        <Trans>Select Event</Trans>
      </label>
      {note ? (
        <p id={noteId} className="text-sm text-gray-700">
          {note}
        </p>
      ) : null}
      <div className="relative">
        <select
          id={id}
          aria-describedby={note ? noteId : undefined}
          value={value ?? ''}
          onChange={(change) => onChange(change.target.value || null)}
          className={inputClasses(false, 'appearance-none pr-10')}
        >
          <option value="">{t`Choose an event`}</option>
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600"
        />
      </div>
    </div>
  );
}

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
  const { t, i18n } = useLingui();
  const groups = useMemo(() => groupVerifiableEvents(events ?? [], new Date()), [events]);

  if (isLoading) {
    return (
      <div className="space-y-2">
        <p role="status" className="sr-only">
          <Trans>Loading your events...</Trans>
        </p>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert title={t`Failed to fetch events`}>
        <p>
          <Trans>Your events could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (groups.upcoming.length === 0 && groups.past.length === 0) {
    return (
      <Alert tone="info" title={t`No events to verify`}>
        <p>
          <Trans>
            Tickets can be checked in for events you organize.{' '}
            <Link to={paths.createEvent} className="font-semibold underline underline-offset-2">
              Create an event
            </Link>{' '}
            to get started.
          </Trans>
        </p>
      </Alert>
    );
  }
  return (
    <SelectEventField value={value} onChange={onChange}>
      {(
        [
          ['upcoming', msg`Upcoming`, groups.upcoming],
          ['past', msg`Past`, groups.past],
        ] as const
      ).map(([key, label, group]) =>
        group.length > 0 ? (
          <optgroup key={key} label={i18n._(label)}>
            {group.map((event) => (
              <option key={event._id} value={event._id}>
                {optionLabel(event)}
              </option>
            ))}
          </optgroup>
        ) : null,
      )}
    </SelectEventField>
  );
}

/** 'Diwali Mela — 120 tickets, list updated 18:40': an event whose check-in list is on this device. */
function deviceOptionLabel(event: StoredDoorEvent, i18n: I18n): string {
  const { eventTitle, entries } = event;
  const time = doorTime(event.refreshedAt);
  return i18n._(
    msg`${eventTitle} — ${plural(entries, { one: '# ticket', other: '# tickets' })}, list updated ${time}`,
  );
}

export interface DeviceEventPickerProps {
  /** The events whose check-in list is on this device; undefined while they are being read. */
  events: StoredDoorEvent[] | undefined;
  value: string | null;
  onChange: (eventId: string | null) => void;
  onRetry: () => void;
}

/**
 * 'Select Event' without a network: the server's list of events cannot be had, so the picker offers the events whose
 * check-in list was downloaded on this device (their doors work offline); with none, it says how to get one.
 */
export function DeviceEventPicker({ events, value, onChange, onRetry }: DeviceEventPickerProps) {
  const { t, i18n } = useLingui();
  if (!events) {
    return (
      <p role="status" className="text-sm text-gray-700">
        <Trans>Looking for check-in lists on this device...</Trans>
      </p>
    );
  }
  if (events.length === 0) {
    return (
      <Alert tone="warning" title={t`You are offline`}>
        <p>
          <Trans>
            Your events cannot be loaded without a network, and no check-in list has been downloaded on this
            device. Connect to the internet to choose an event.
          </Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return (
    <SelectEventField
      value={value}
      onChange={onChange}
      note={t`Offline: these are the events whose check-in list is on this device.`}
    >
      {events.map((event) => (
        <option key={event.eventId} value={event.eventId}>
          {deviceOptionLabel(event, i18n)}
        </option>
      ))}
    </SelectEventField>
  );
}
