import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import Ban from 'lucide-react/icons/ban';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Eye from 'lucide-react/icons/eye';
import Hourglass from 'lucide-react/icons/hourglass';
import ListOrdered from 'lucide-react/icons/list-ordered';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Pencil from 'lucide-react/icons/pencil';
import ScanLine from 'lucide-react/icons/scan-line';
import TicketIcon from 'lucide-react/icons/ticket';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatEventDateTime } from '@/lib/format-dates';
import { isSoldOut, occupancyPercent, organizerPriceLabel } from './event-stats';

export interface OrganizerEventCardProps {
  event: Event;
  /**
   * 'upcoming': Edit, Cancel, Details, Verify, Promo codes, Questions, Waitlist, Waiting room. 'past': View Details,
   * Verify Tickets.
   */
  variant: 'upcoming' | 'past';
  onDetails: (event: Event) => void;
  onCancel?: (event: Event) => void;
}

function PhotoOrPlaceholder({ event }: { event: Event }) {
  if (event.photoThumb ?? event.photo) {
    return (
      <img
        src={event.photoThumb ?? event.photo ?? undefined}
        alt=""
        loading="lazy"
        className={cn('size-full object-cover', event.cancelled && 'grayscale')}
      />
    );
  }
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-night-100">
      <TicketIcon aria-hidden="true" className="size-10 text-brand-700/70" />
    </div>
  );
}

/** One of the organizer's events: photo, title, date, place, seats and price, with its actions. */
export function OrganizerEventCard({ event, variant, onDetails, onCancel }: OrganizerEventCardProps) {
  const { t } = useLingui();
  const occupancy = occupancyPercent(event.totalBooked, event.totalSeats);
  const title = event.title;
  const booked = event.totalBooked.toLocaleString('en-IN');
  const total = event.totalSeats.toLocaleString('en-IN');
  const headingId = `event-card-${event._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/9] bg-gray-100">
        <PhotoOrPlaceholder event={event} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {event.cancelled ? (
            <Badge tone="red" className="shadow-sm">
              <Trans>Cancelled</Trans>
            </Badge>
          ) : isSoldOut(event) ? (
            <Badge tone="green" className="shadow-sm">
              <Trans>Sold Out</Trans>
            </Badge>
          ) : null}
          {event.categoryId ? (
            <Badge tone="gray" className="bg-white/95 shadow-sm">
              {event.categoryId.name}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="line-clamp-2 text-lg font-bold text-gray-900">
          {event.title}
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Date</Trans>
            </dt>
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dd>{formatEventDateTime(event.date)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Place</Trans>
            </dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dd className="min-w-0 truncate">
              {event.venue.name ? `${event.venue.name}, ` : ''}
              {event.city}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Seats booked</Trans>
            </dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dd>
              <Trans>
                {booked} / {total} seats booked
              </Trans>
            </dd>
          </div>
        </dl>
        <div className="mt-3" aria-hidden="true">
          <div className="h-1.5 overflow-hidden rounded-full bg-gray-200">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${occupancy}%` }} />
          </div>
        </div>
        <p className="mt-3 text-lg font-bold text-gray-900">
          <span className="sr-only">
            <Trans>Price:</Trans>{' '}
          </span>
          {organizerPriceLabel(event)}
        </p>

        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          {variant === 'upcoming' ? (
            <>
              {event.cancelled ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled
                  icon={<Pencil aria-hidden="true" className="size-4" />}
                >
                  <Trans>Edit</Trans>
                </Button>
              ) : (
                <Link
                  to={paths.editEvent(event._id)}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={t`Edit ${title}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit</Trans>
                </Link>
              )}
              {event.cancelled ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onCancel?.(event)}
                  aria-label={t`Cancel ${title}`}
                  className="text-red-700 hover:border-red-700 hover:text-red-800"
                  icon={<Ban aria-hidden="true" className="size-4" />}
                >
                  <Trans>Cancel</Trans>
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDetails(event)}
                aria-label={t`Details of ${title}`}
                icon={<Eye aria-hidden="true" className="size-4" />}
              >
                <Trans>Details</Trans>
              </Button>
              <Link
                to={paths.verifyEventTickets(event._id)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                aria-label={t`Verify tickets for ${title}`}
              >
                <ScanLine aria-hidden="true" className="size-4" />
                <Trans>Verify</Trans>
              </Link>
              <Link
                to={paths.eventPromoCodes(event._id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t`Promo codes for ${title}`}
              >
                <TicketPercent aria-hidden="true" className="size-4" />
                <Trans>Promo codes</Trans>
              </Link>
              <Link
                to={paths.eventQuestions(event._id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t`Checkout questions for ${title}`}
              >
                <MessageSquareText aria-hidden="true" className="size-4" />
                <Trans>Questions</Trans>
              </Link>
              <Link
                to={paths.eventWaitlist(event._id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t`Waitlist for ${title}`}
              >
                <ListOrdered aria-hidden="true" className="size-4" />
                <Trans>Waitlist</Trans>
              </Link>
              <Link
                to={paths.eventWaitingRoom(event._id)}
                className={buttonClasses({
                  variant: 'outline',
                  size: 'sm',
                  // Alone on its row when the event is cancelled (no Cancel button above).
                  className: event.cancelled ? 'col-span-2' : undefined,
                })}
                aria-label={t`Waiting room for ${title}`}
              >
                <Hourglass aria-hidden="true" className="size-4" />
                <Trans>Waiting room</Trans>
              </Link>
            </>
          ) : (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDetails(event)}
                aria-label={t`View details of ${title}`}
                icon={<Eye aria-hidden="true" className="size-4" />}
              >
                <Trans>View Details</Trans>
              </Button>
              <Link
                to={paths.organizerVerifyTickets(event._id)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                aria-label={t`Verify tickets for ${title}`}
              >
                <ScanLine aria-hidden="true" className="size-4" />
                <Trans>Verify Tickets</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
