import { Trans } from '@lingui/react/macro';
import { isPastEvent } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { formatEventDate, formatEventTime } from '@/lib/format-dates';

/** Cancelled (red), else Upcoming (blue) or Past (gray) by the date versus now. */
export function EventStatusBadge({ event, now }: { event: { cancelled: boolean; date: string }; now: Date }) {
  if (event.cancelled)
    return (
      <Badge tone="red">
        <Trans>Cancelled</Trans>
      </Badge>
    );
  return isPastEvent(event.date, now) ? (
    <Badge tone="gray">
      <Trans>Past</Trans>
    </Badge>
  ) : (
    <Badge tone="blue">
      <Trans>Upcoming</Trans>
    </Badge>
  );
}

/** 'Mar 05, 2026' over '7:30 PM' (India time), for a narrow table column. */
export function EventDate({ date }: { date: string }) {
  return (
    <time dateTime={date}>
      <span className="block text-gray-900">{formatEventDate(date)}</span>
      <span className="block text-gray-700">{formatEventTime(date)}</span>
    </time>
  );
}
