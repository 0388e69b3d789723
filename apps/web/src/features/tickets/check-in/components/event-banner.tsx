import { Trans, useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatEventDateTime } from '@/lib/format-dates';
import { useEventSummary } from '../api/get-event-summary';

/**
 * The event named in the address (/events/verify/{id}): its title, date and place, instead of the picker. Without a
 * network (`offlineTitle`, given in offline mode) the title comes from the downloaded check-in list.
 */
export function EventBanner({ eventId, offlineTitle }: { eventId: string; offlineTitle: string | null }) {
  const { t } = useLingui();
  const query = useEventSummary(eventId);
  if (!query.data && offlineTitle) {
    return (
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          <Trans>Checking tickets for</Trans>
        </p>
        <h2 className="mt-1 text-lg font-bold text-gray-900 sm:text-xl">{offlineTitle}</h2>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="space-y-2">
        <p role="status" className="sr-only">
          <Trans>Loading the event...</Trans>
        </p>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert title={t`Event not available`}>{errorMessage(query.error, t`Failed to load the event`)}</Alert>
    );
  }
  const event = query.data;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        <Trans>Checking tickets for</Trans>
      </p>
      <h2 className="mt-1 text-lg font-bold text-gray-900 sm:text-xl">{event.title}</h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-gray-600" />
          {formatEventDateTime(event.date)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-gray-600" />
          {event.venue.name ? `${event.venue.name}, ` : ''}
          {event.city}
        </span>
      </p>
      {event.cancelled ? (
        <p className="mt-3">
          <Badge tone="red">
            <Trans>Cancelled</Trans>
          </Badge>{' '}
          <span className="text-sm text-red-800">
            <Trans>Tickets of a cancelled event cannot be checked in.</Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
