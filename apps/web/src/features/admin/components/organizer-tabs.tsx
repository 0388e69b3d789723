import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { domainText } from '@/i18n/domain-text';
import { formatEventDate, formatEventDateTime } from '@/lib/format-dates';
import { priceText } from './event-price';
import { ReportStatusBadge } from './status-badges';

/** A count as the admin pages write it (en-IN grouping: 1,50,000). */
const countText = (count: number) => count.toLocaleString('en-IN');

/** Overview: what they organized, the reports against them, and the ban if there is one. */
export function OverviewTab({ details }: { details: OrganizerDetailsResponse }) {
  const { t } = useLingui();
  const { organizer, statistics } = details;
  const name = organizer.name;
  const totalEvents = statistics.totalEvents;
  const events = countText(totalEvents);
  const totalAttendees = statistics.totalAttendees;
  const attendees = countText(totalAttendees);
  const totalReports = statistics.totalReports;
  const reports = countText(totalReports);
  const banReason = organizer.banReason || t`No reason recorded`;
  const bannedOn = organizer.bannedAt ? formatEventDateTime(organizer.bannedAt) : '';
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h3 className="font-semibold text-gray-900">
          <Trans>Summary</Trans>
        </h3>
        <p className="mt-2 text-gray-800">
          {t`${name} has organized ${plural(totalEvents, { one: `${events} event`, other: `${events} events` })} with a total of ${plural(totalAttendees, { one: `${attendees} attendee`, other: `${attendees} attendees` })}.`}
        </p>
        {statistics.totalReports > 0 ? (
          <p className="mt-2 flex items-center gap-2 text-red-800">
            <Flag aria-hidden="true" className="size-4 shrink-0" />
            {t`${plural(totalReports, {
              one: `${reports} report has been filed against their events.`,
              other: `${reports} reports have been filed against their events.`,
            })}`}
          </p>
        ) : null}
      </Card>
      {organizer.isBanned ? (
        <Alert tone="error" title={t`Account Banned`}>
          <p>
            <Trans>Reason: {banReason}</Trans>
          </p>
          {organizer.bannedAt ? (
            <p>
              <Trans>Banned on {bannedOn}</Trans>
            </p>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}

function EventItem({ event, now }: { event: OrganizerEvent; now: Date }) {
  const { t, i18n } = useLingui();
  const past = isPastEvent(event.date, now);
  const titleId = `organizer-event-${event._id}`;
  const title = event.title;
  const attendeeCount = event.attendeeCount;
  const attendees = countText(attendeeCount);
  const reportCount = event.reportCount;
  const reports = countText(reportCount);
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="text-lg font-semibold break-words text-gray-900">
                {event.title}
              </h3>
              <Badge tone={past ? 'gray' : 'blue'}>{past ? t`Past` : t`Upcoming`}</Badge>
              {event.cancelled ? (
                <Badge tone="red">
                  <Trans>Cancelled</Trans>
                </Badge>
              ) : null}
            </div>
          </div>
          <Link
            to={paths.event(event._id)}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0 self-start' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>
              View Event<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-gray-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatEventDateTime(event.date)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {event.city || t`Not specified`}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {t`${plural(attendeeCount, { one: `${attendees} attendee`, other: `${attendees} attendees` })}`}
          </li>
        </ul>
        <p className="mt-3 line-clamp-3 text-sm text-gray-800">{event.description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">{priceText(event, i18n)}</span>
          {event.reportCount > 0 ? (
            <Badge tone="red">
              <Flag aria-hidden="true" className="size-3" />
              {t`${plural(reportCount, { one: `${reports} report`, other: `${reports} reports` })}`}
            </Badge>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/** Events: each of their events, newest first. */
export function EventsTab({ events, now }: { events: OrganizerEvent[]; now: Date }) {
  const { t } = useLingui();
  if (events.length === 0) return <EmptyPanel text={t`No events found`} />;
  return (
    <ul className="space-y-4" aria-label={t`Events`}>
      {events.map((event) => (
        <li key={event._id}>
          <EventItem event={event} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ReportItem({ report }: { report: OrganizerReport }) {
  const { t } = useLingui();
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-gray-900">
          {report.eventId?.title ?? t`Event Not Found`}
        </h3>
        <ReportStatusBadge status={report.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">
            <Trans>Reason</Trans>
          </dt>
          <dd className="font-medium text-gray-900">{domainText(reportReasonLabel(report.reason))}</dd>
        </div>
        <div>
          <dt className="text-gray-600">
            <Trans>Reported by</Trans>
          </dt>
          <dd className="font-medium text-gray-900">{report.userId?.name ?? t`Unknown`}</dd>
        </div>
        <div>
          <dt className="text-gray-600">
            <Trans>Date</Trans>
          </dt>
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
  const { t } = useLingui();
  if (reports.length === 0) return <EmptyPanel text={t`No reports found`} />;
  return (
    <ul className="space-y-4" aria-label={t`Reports`}>
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
