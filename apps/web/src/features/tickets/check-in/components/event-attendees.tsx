import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const ATTENDEES_FAILED = msg`Failed to fetch attendees`;
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
  const { t } = useLingui();
  const active = count(statistics.activeBookings);
  const checkedIn = count(statistics.checkedInBookings);
  const checkedInSeats = count(statistics.checkedInSeats);
  const percent = checkInPercent(statistics.checkedInBookings, statistics.activeBookings);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t`Bookings`} value={count(statistics.totalBookings)} detail={t`${active} active`} />
        <Stat label={t`Seats sold`} value={count(statistics.seatsSold)} />
        <Stat
          label={t`Checked in`}
          value={t`${checkedIn} of ${active}`}
          detail={t`${checkedInSeats} seats · ${percent}%`}
        />
        <Stat label={t`Cancelled`} value={count(statistics.cancelledBookings)} />
      </dl>
      {statistics.byCategory.length > 0 ? (
        <ul
          className="divide-y divide-gray-200 rounded-xl text-sm ring-1 ring-gray-200"
          aria-label={t`By ticket category`}
        >
          {statistics.byCategory.map((category) => {
            const sold = count(category.seatsSold);
            const total = count(category.totalSeats);
            const categoryCheckedIn = count(category.checkedInSeats);
            return (
              <li
                key={category.name}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2"
              >
                <span className="font-medium text-gray-900">{category.name}</span>
                <span className="text-gray-700">
                  <Trans>
                    {sold} / {total} sold · {categoryCheckedIn} checked in
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** Below a list that has more pages: how many are shown, and the next page. */
function MoreAttendees({
  loaded,
  total,
  searched,
  busy,
  onMore,
}: {
  loaded: number;
  total: number;
  searched: boolean;
  busy: boolean;
  onMore: () => void;
}) {
  const shown = count(loaded);
  const all = count(total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
      <p role="status">
        {searched ? (
          <Trans>
            Searching the {shown} of {all} bookings loaded. Load more to search further.
          </Trans>
        ) : (
          <Trans>
            Showing {shown} of {all} bookings, newest first.
          </Trans>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={onMore} busy={busy}>
        <Trans>Load more</Trans>
      </Button>
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
  const { t, i18n } = useLingui();
  const query = useEventAttendees(eventId);
  const download = useDownloadAttendeesCsv();
  const [search, setSearch] = useState('');
  const searchId = useId();

  useEffect(() => {
    if (query.isError) toast.error(i18n._(ATTENDEES_FAILED), { id: 'attendees-failed' });
  }, [query.isError, i18n]);

  // The statistics are the whole event's (every page carries them); the list grows a page at a time.
  const statistics = query.data?.pages[0]?.statistics;
  const loaded = useMemo(() => query.data?.pages.flatMap((page) => page.attendees) ?? [], [query.data]);
  const shown = useMemo(
    () =>
      loaded.filter((attendee) =>
        matches(search, [
          attendee.userId.name,
          attendee.userId.email,
          attendee.ticketId,
          ...attendee.tickets.flatMap((ticket) => [ticket.name, ticket.email ?? '']),
        ]),
      ),
    [loaded, search],
  );

  function downloadCsv() {
    download.mutate(
      { eventId, title: eventTitle },
      { onError: (error) => toast.error(errorMessage(error, t`Failed to download the attendee list`)) },
    );
  }

  const headingId = `event-attendees-${eventId}`;
  const searched = search.trim();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-gray-900">
          <Trans>Attendees</Trans>
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={downloadCsv}
          busy={download.isPending}
          disabled={!query.data}
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          <Trans>Download CSV</Trans>
        </Button>
      </div>

      {query.isPending ? (
        <div className="space-y-2">
          <p role="status" className="sr-only">
            <Trans>Loading attendees...</Trans>
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <Alert title={i18n._(ATTENDEES_FAILED)}>
          <p>{errorMessage(query.error, t`The attendee list could not be loaded.`)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <>
          {statistics ? <Statistics statistics={statistics} /> : null}
          {loaded.length === 0 ? (
            <p className="flex items-start gap-3 rounded-xl bg-stone-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200 ring-inset">
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-600" />
              <Trans>No bookings yet. Attendees appear here as soon as they book.</Trans>
            </p>
          ) : (
            <>
              {loaded.length >= SEARCH_FROM || query.hasNextPage ? (
                <div className="relative">
                  <label htmlFor={searchId} className="sr-only">
                    <Trans>Search attendees</Trans>
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
                    placeholder={t`Search by name, e-mail or ticket ID`}
                    className={inputClasses(false, 'pl-9')}
                  />
                </div>
              ) : null}
              <div className="overflow-hidden rounded-xl ring-1 ring-gray-200">
                <div
                  aria-hidden="true"
                  className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(8.5rem,1.3fr)] gap-x-4 bg-stone-50 px-4 py-2.5 text-sm font-semibold text-gray-700 sm:grid"
                >
                  <span>
                    <Trans>Booked by</Trans>
                  </span>
                  <span>
                    <Trans>Ticket ID</Trans>
                  </span>
                  <span>
                    <Trans>Seats</Trans>
                  </span>
                  <span>
                    <Trans>Status</Trans>
                  </span>
                </div>
                {shown.length > 0 ? (
                  <ul aria-label={t`Attendees of ${eventTitle}`} className="divide-y divide-gray-200">
                    {shown.map((attendee) => (
                      <AttendeeRow key={attendee._id} attendee={attendee} />
                    ))}
                  </ul>
                ) : (
                  <p className="p-4 text-sm text-gray-700">
                    <Trans>No attendee matches "{searched}".</Trans>
                  </p>
                )}
              </div>
              {query.hasNextPage ? (
                <MoreAttendees
                  loaded={loaded.length}
                  total={statistics?.totalBookings ?? loaded.length}
                  searched={searched !== ''}
                  busy={query.isFetchingNextPage}
                  onMore={() => void query.fetchNextPage()}
                />
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
