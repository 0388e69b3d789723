import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Search from 'lucide-react/icons/search';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/field';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { formatEventDateTime } from '@/lib/format-dates';
import { type ActionableEvent, EventRowActions } from './event-row-actions';
import { EventDate, EventStatusBadge } from './event-status-badges';
import { RowCard, RowFact } from './row-card';
import { SectionHeader } from './section-header';
import { useIsWide } from './use-is-wide';

function matches(event: Event, needle: string): boolean {
  if (!needle) return true;
  return [event.title, event.city, event.organizerId.name, event.categoryId?.name ?? '']
    .join(' ')
    .toLowerCase()
    .includes(needle);
}

/** The All Events table: every event on the platform with Details, Edit, Delete and the organizer button. */
export function AllEventsSection({
  events,
  isPending,
  isError,
  onRetry,
  onDetails,
  onDelete,
  now,
}: {
  events: Event[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onDetails: (id: string) => void;
  onDelete: (event: ActionableEvent) => void;
  now: Date;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const isWide = useIsWide();
  const shown = useMemo(() => (events ?? []).filter((event) => matches(event, needle)), [events, needle]);

  return (
    <section aria-labelledby="admin-events-heading" className="space-y-4">
      <SectionHeader
        id="admin-events-heading"
        title={t`All Events`}
        icon={<CalendarDays aria-hidden="true" className="size-5" />}
        count={events?.length}
      />
      {events && events.length > 0 ? (
        <TextField
          label={t`Search events`}
          type="search"
          placeholder={t`Title, city, organizer or category`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          icon={<Search aria-hidden="true" className="size-4" />}
          className="max-w-md"
        />
      ) : null}
      {isPending ? (
        <ListSkeleton label={t`Loading events...`} rowClassName="h-16" />
      ) : isError && !events ? (
        <LoadFailed title={t`Failed to fetch admin data`} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-700">
          {events && events.length > 0 ? (
            <Trans>No events match your search.</Trans>
          ) : (
            <Trans>No events have been created yet.</Trans>
          )}
        </p>
      ) : isWide ? (
        <ScrollTable label={t`All events table`}>
          <table className="w-full min-w-[68rem]">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Event</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Organizer</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Seats Booked</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {shown.map((event) => (
                <tr key={event._id}>
                  <th scope="row" className={`${rowTh} max-w-64`}>
                    <Link
                      to={paths.event(event._id)}
                      className="font-semibold text-gray-900 hover:text-brand-800 hover:underline"
                    >
                      {event.title}
                    </Link>
                    <span className="block text-gray-700">
                      {event.city}
                      {event.categoryId ? ` · ${event.categoryId.name}` : ''}
                    </span>
                  </th>
                  <td className={`${td} whitespace-nowrap`}>
                    <EventDate date={event.date} />
                  </td>
                  <td className={td}>{event.organizerId.name}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {event.totalBooked.toLocaleString('en-IN')} / {event.totalSeats.toLocaleString('en-IN')}
                  </td>
                  <td className={td}>
                    <EventStatusBadge event={event} now={now} />
                  </td>
                  <td className={td}>
                    <EventRowActions event={event} onDetails={onDetails} onDelete={onDelete} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <ul className="space-y-3" aria-label={t`All events`}>
          {shown.map((event) => (
            <li key={event._id}>
              <RowCard
                label={event.title}
                heading={
                  <>
                    <Link
                      to={paths.event(event._id)}
                      className="font-semibold text-gray-900 hover:text-brand-800 hover:underline"
                    >
                      {event.title}
                    </Link>
                    <span className="block text-sm text-gray-700">
                      {event.city}
                      {event.categoryId ? ` · ${event.categoryId.name}` : ''}
                    </span>
                  </>
                }
                badge={<EventStatusBadge event={event} now={now} />}
                actions={<EventRowActions event={event} onDetails={onDetails} onDelete={onDelete} wrap />}
              >
                <RowFact label={t`Date`}>{formatEventDateTime(event.date)}</RowFact>
                <RowFact label={t`Organizer`}>{event.organizerId.name}</RowFact>
                <RowFact label={t`Seats booked`}>
                  {event.totalBooked.toLocaleString('en-IN')} / {event.totalSeats.toLocaleString('en-IN')}
                </RowFact>
              </RowCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
