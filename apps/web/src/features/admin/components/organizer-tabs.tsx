import {
  isPastEvent,
  type OrganizerDetailsResponse,
  type OrganizerEvent,
  type OrganizerReport,
  reportReasonLabel,
} from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ExternalLink from 'lucide-react/icons/external-link';
import Flag from 'lucide-react/icons/flag';
import MapPin from 'lucide-react/icons/map-pin';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatEventDate, formatEventDateTime } from '@/lib/format-dates';
import { priceText } from './event-price';
import { ReportStatusBadge } from './status-badges';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Overview: what they organized, the reports against them, and the ban if there is one. */
export function OverviewTab({ details }: { details: OrganizerDetailsResponse }) {
  const { organizer, statistics } = details;
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h3 className="font-semibold text-gray-900">Summary</h3>
        <p className="mt-2 text-gray-800">
          {organizer.name} has organized {plural(statistics.totalEvents, 'event', 'events')} with a total of{' '}
          {plural(statistics.totalAttendees, 'attendee', 'attendees')}.
        </p>
        {statistics.totalReports > 0 ? (
          <p className="mt-2 flex items-center gap-2 text-red-800">
            <Flag aria-hidden="true" className="size-4 shrink-0" />
            {plural(statistics.totalReports, 'report has', 'reports have')} been filed against their events.
          </p>
        ) : null}
      </Card>
      {organizer.isBanned ? (
        <Alert tone="error" title="Account Banned">
          <p>Reason: {organizer.banReason || 'No reason recorded'}</p>
          {organizer.bannedAt ? <p>Banned on {formatEventDateTime(organizer.bannedAt)}</p> : null}
        </Alert>
      ) : null}
    </div>
  );
}

function EventItem({ event, now }: { event: OrganizerEvent; now: Date }) {
  const past = isPastEvent(event.date, now);
  const titleId = `organizer-event-${event._id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="text-lg font-semibold break-words text-gray-900">
                {event.title}
              </h3>
              <Badge tone={past ? 'gray' : 'blue'}>{past ? 'Past' : 'Upcoming'}</Badge>
              {event.cancelled ? <Badge tone="red">Cancelled</Badge> : null}
            </div>
          </div>
          <Link
            to={paths.event(event._id)}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0 self-start' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View Event
            <span className="sr-only">: {event.title}</span>
          </Link>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-gray-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatEventDateTime(event.date)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {event.city || 'Not specified'}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {plural(event.attendeeCount, 'attendee', 'attendees')}
          </li>
        </ul>
        <p className="mt-3 line-clamp-3 text-sm text-gray-800">{event.description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">{priceText(event)}</span>
          {event.reportCount > 0 ? (
            <Badge tone="red">
              <Flag aria-hidden="true" className="size-3" />
              {plural(event.reportCount, 'report', 'reports')}
            </Badge>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/** Events: each of their events, newest first. */
export function EventsTab({ events, now }: { events: OrganizerEvent[]; now: Date }) {
  if (events.length === 0) return <EmptyPanel text="No events found" />;
  return (
    <ul className="space-y-4" aria-label="Events">
      {events.map((event) => (
        <li key={event._id}>
          <EventItem event={event} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ReportItem({ report }: { report: OrganizerReport }) {
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-gray-900">
          {report.eventId?.title ?? 'Event Not Found'}
        </h3>
        <ReportStatusBadge status={report.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">Reason</dt>
          <dd className="font-medium text-gray-900">{reportReasonLabel(report.reason)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Reported by</dt>
          <dd className="font-medium text-gray-900">{report.userId?.name ?? 'Unknown'}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Date</dt>
          <dd className="font-medium text-gray-900">{formatEventDate(report.createdAt)}</dd>
        </div>
      </dl>
      {report.description ? (
        <p className="mt-3 text-sm whitespace-pre-line break-words text-gray-800">{report.description}</p>
      ) : null}
    </Card>
  );
}

/** Reports: every report filed against their events, newest first. */
export function ReportsTab({ reports }: { reports: OrganizerReport[] }) {
  if (reports.length === 0) return <EmptyPanel text="No reports found" />;
  return (
    <ul className="space-y-4" aria-label="Reports">
      {reports.map((report) => (
        <li key={report._id}>
          <ReportItem report={report} />
        </li>
      ))}
    </ul>
  );
}

function EmptyPanel({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
      {text}
    </p>
  );
}
