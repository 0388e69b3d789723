import type { AttendeeStatistics } from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDownloadAttendeesCsv } from '../api/download-attendees-csv';
import { useEventAttendees } from '../api/get-event-attendees';
import { AttendeeRow } from './attendee-row';
import { checkInPercent } from './check-in-progress';

export const ATTENDEES_FAILED = 'Failed to fetch attendees';
/** Above this many bookings the list offers a search box. */
const SEARCH_FROM = 6;

const count = (value: number) => value.toLocaleString('en-IN');

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-gray-200 ring-inset">
      <dt className="text-xs font-medium text-gray-700">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-gray-900">
        {value}
        {detail ? <span className="block text-xs font-normal text-gray-700">{detail}</span> : null}
      </dd>
    </div>
  );
}

function Statistics({ statistics }: { statistics: AttendeeStatistics }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          label="Bookings"
          value={count(statistics.totalBookings)}
          detail={`${count(statistics.activeBookings)} active`}
        />
        <Stat label="Seats sold" value={count(statistics.seatsSold)} />
        <Stat
          label="Checked in"
          value={`${count(statistics.checkedInBookings)} of ${count(statistics.activeBookings)}`}
          detail={`${count(statistics.checkedInSeats)} seats · ${checkInPercent(statistics.checkedInBookings, statistics.activeBookings)}%`}
        />
        <Stat label="Cancelled" value={count(statistics.cancelledBookings)} />
      </dl>
      {statistics.byCategory.length > 0 ? (
        <ul
          className="divide-y divide-gray-200 rounded-xl text-sm ring-1 ring-gray-200"
          aria-label="By ticket category"
        >
          {statistics.byCategory.map((category) => (
            <li
              key={category.name}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2"
            >
              <span className="font-medium text-gray-900">{category.name}</span>
              <span className="text-gray-700">
                {count(category.seatsSold)} / {count(category.totalSeats)} sold ·{' '}
                {count(category.checkedInSeats)} checked in
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function matches(query: string, fields: string[]) {
  const needle = query.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
}

/**
 * The attendee list of one event with its statistics, for the organizer's details modal: who booked, how many
 * seats, Verified or Pending, the name on each ticket with its answers, and a 'Download CSV' (made by the server,
 * one row per ticket).
 */
export function EventAttendees({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const query = useEventAttendees(eventId);
  const download = useDownloadAttendeesCsv();
  const [search, setSearch] = useState('');
  const searchId = useId();

  useEffect(() => {
    if (query.isError) toast.error(ATTENDEES_FAILED, { id: 'attendees-failed' });
  }, [query.isError]);

  const shown = useMemo(
    () =>
      (query.data?.attendees ?? []).filter((attendee) =>
        matches(search, [
          attendee.userId.name,
          attendee.userId.email,
          attendee.ticketId,
          ...attendee.tickets.flatMap((ticket) => [ticket.name, ticket.email ?? '']),
        ]),
      ),
    [query.data, search],
  );

  function downloadCsv() {
    download.mutate(
      { eventId, title: eventTitle },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to download the attendee list')) },
    );
  }

  const headingId = `event-attendees-${eventId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-gray-900">
          Attendees
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={downloadCsv}
          busy={download.isPending}
          disabled={!query.data}
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          Download CSV
        </Button>
      </div>

      {query.isPending ? (
        <div className="space-y-2">
          <p role="status" className="sr-only">
            Loading attendees...
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <Alert title={ATTENDEES_FAILED}>
          <p>{errorMessage(query.error, 'The attendee list could not be loaded.')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Statistics statistics={query.data.statistics} />
          {query.data.attendees.length === 0 ? (
            <p className="flex items-start gap-3 rounded-xl bg-stone-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200 ring-inset">
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-600" />
              No bookings yet. Attendees appear here as soon as they book.
            </p>
          ) : (
            <>
              {query.data.attendees.length >= SEARCH_FROM ? (
                <div className="relative">
                  <label htmlFor={searchId} className="sr-only">
                    Search attendees
                  </label>
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600"
                  />
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    onChange={(change) => setSearch(change.target.value)}
                    placeholder="Search by name, e-mail or ticket ID"
                    className={inputClasses(false, 'pl-9')}
                  />
                </div>
              ) : null}
              <div className="overflow-hidden rounded-xl ring-1 ring-gray-200">
                <div
                  aria-hidden="true"
                  className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(8.5rem,1.3fr)] gap-x-4 bg-stone-50 px-4 py-2.5 text-sm font-semibold text-gray-700 sm:grid"
                >
                  <span>Booked by</span>
                  <span>Ticket ID</span>
                  <span>Seats</span>
                  <span>Status</span>
                </div>
                {shown.length > 0 ? (
                  <ul aria-label={`Attendees of ${eventTitle}`} className="divide-y divide-gray-200">
                    {shown.map((attendee) => (
                      <AttendeeRow key={attendee._id} attendee={attendee} />
                    ))}
                  </ul>
                ) : (
                  <p className="p-4 text-sm text-gray-700">No attendee matches "{search.trim()}".</p>
                )}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
