import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCheckInStats } from '../api/get-check-in-stats';

const count = (value: number) => value.toLocaleString('en-IN');

/** Percent of `part` over `whole`, rounded down so 100% means everyone (0 when there is nobody). */
export function checkInPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((part / whole) * 100)));
}

/**
 * The door's live count: "N of M checked in" (tickets, i.e. active bookings) and the seats behind them. Polled, and
 * refreshed after every verification or undo, so several doors see one number. In offline mode with no count yet,
 * it says the count comes back with the network.
 */
export function CheckInProgress({ eventId, offline = false }: { eventId: string; offline?: boolean }) {
  const { t } = useLingui();
  const query = useCheckInStats(eventId);
  if (offline && !query.data) {
    return (
      <p className="text-sm text-gray-700">
        <Trans>The check-in count shows again when the network returns.</Trans>
      </p>
    );
  }
  if (query.isPending) {
    return (
      <div className="space-y-2">
        <p role="status" className="sr-only">
          <Trans>Loading check-in progress...</Trans>
        </p>
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-2.5 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert title={t`Check-in progress unavailable`}>
        {errorMessage(query.error, t`Failed to load check-in progress`)}
      </Alert>
    );
  }
  const stats = query.data;
  const percent = checkInPercent(stats.checkedInBookings, stats.activeBookings);
  const checkedIn = count(stats.checkedInBookings);
  const active = count(stats.activeBookings);
  const checkedInSeats = count(stats.checkedInSeats);
  const seatsSold = count(stats.seatsSold);
  return (
    <section aria-labelledby={`check-in-progress-${eventId}`}>
      <h2 id={`check-in-progress-${eventId}`} className="sr-only">
        <Trans>Check-in progress</Trans>
      </h2>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-2xl font-bold text-gray-900" aria-live="polite" aria-atomic="true">
          <Trans>
            {checkedIn} of {active} checked in
          </Trans>
        </p>
        <p className="text-sm text-gray-700">
          <Trans>
            {checkedInSeats} of {seatsSold} seats
          </Trans>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t`Tickets checked in`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-green-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
