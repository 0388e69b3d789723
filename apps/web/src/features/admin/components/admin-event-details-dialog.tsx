import { DEFAULT_REFUND_TIERS, type Event, isPastEvent } from '@ticketmela/domain';
import Pencil from 'lucide-react/icons/pencil';
import UserRound from 'lucide-react/icons/user-round';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { LoadFailed } from '@/components/ui/list-states';
import { Modal, ModalClose } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatInr } from '@/lib/format';
import { formatEventDate, formatEventDateTime } from '@/lib/format-dates';
import { useEventDetails } from '../api/get-event-details';
import { priceText } from './event-price';

const count = (value: number) => value.toLocaleString('en-IN');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-gray-200 ring-inset">
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** The admin's event details modal: everything about one event, loaded fresh ('Failed to load event details'). */
export function AdminEventDetailsDialog({
  eventId,
  onClose,
}: {
  eventId: string | null;
  onClose: () => void;
}) {
  const query = useEventDetails(eventId);

  useEffect(() => {
    if (query.isError)
      toastFailure('Failed to load event details', query.error, 'admin-event-details-failed');
  }, [query.isError, query.error]);

  const event = query.data;
  return (
    <Modal
      open={eventId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={event?.title ?? 'Event Details'}
      description={event ? formatEventDateTime(event.date) : undefined}
      size="xl"
      footerLayout="wrap"
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'ghost', size: 'sm' })}>Close</ModalClose>
          {event ? (
            <>
              <Link to={paths.event(event._id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                View event page
              </Link>
              <Link
                to={paths.adminOrganizer(event.organizerId._id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <UserRound aria-hidden="true" className="size-4" />
                Organizer
              </Link>
              {event.cancelled ? null : (
                <Link
                  to={paths.editEvent(event._id)}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit Event
                </Link>
              )}
            </>
          ) : null}
        </>
      }
    >
      {query.isPending ? (
        <div className="space-y-3">
          <p role="status" className="sr-only">
            Loading event details...
          </p>
          <Skeleton className="h-36 w-full sm:h-44" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <LoadFailed title="Failed to load event details" onRetry={() => void query.refetch()} />
      ) : event ? (
        <EventDetailsBody event={event} />
      ) : null}
    </Modal>
  );
}

function EventDetailsBody({ event }: { event: Event }) {
  const past = isPastEvent(event.date, new Date());
  const booked = event.totalBooked;
  const policy =
    event.useDefaultRefundPolicy || !event.customRefundPolicy
      ? DEFAULT_REFUND_TIERS
      : event.customRefundPolicy;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        {event.cancelled ? <Badge tone="red">Cancelled</Badge> : null}
        <Badge tone={past ? 'gray' : 'blue'}>{past ? 'Past' : 'Upcoming'}</Badge>
        {event.categoryId ? <Badge tone="purple">{event.categoryId.name}</Badge> : null}
      </div>
      {event.photo ? (
        <img
          src={event.photoThumb ?? event.photo}
          alt=""
          className="h-36 w-full rounded-xl object-cover ring-1 ring-gray-200 sm:h-44"
          loading="lazy"
        />
      ) : null}
      {event.cancelled ? (
        <Alert tone="warning" title="This event has been cancelled.">
          {event.cancelledReason ? `Reason: ${event.cancelledReason}` : 'No reason was given.'}
        </Alert>
      ) : null}

      <section aria-labelledby="admin-event-about">
        <h3 id="admin-event-about" className="font-semibold text-gray-900">
          About
        </h3>
        <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{event.description}</p>
      </section>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Date & Time">{formatEventDateTime(event.date)}</Fact>
        <Fact label="Venue">
          {event.venue.name}
          {event.venue.address ? (
            <span className="block font-normal text-gray-700">{event.venue.address}</span>
          ) : null}
        </Fact>
        <Fact label="City">{event.city || 'Not specified'}</Fact>
        <Fact label="Organizer">
          <Link
            to={paths.adminOrganizer(event.organizerId._id)}
            className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {event.organizerId.name}
          </Link>
        </Fact>
        <Fact label="Price">{priceText(event)}</Fact>
        <Fact label="Seats">
          {count(booked)} booked of {count(event.totalSeats)} · {count(event.availableSeats)} available
        </Fact>
        <Fact label="Refund Policy">
          {event.useDefaultRefundPolicy ? 'Default' : 'Custom'}: {policy.sevenDaysOrMore}% at 7+ days,{' '}
          {policy.oneToDays}% at 1-7 days, {policy.lessThanDay}% under 24 hours
          {!event.useDefaultRefundPolicy && event.customRefundPolicy?.description ? (
            <span className="block font-normal text-gray-700">{event.customRefundPolicy.description}</span>
          ) : null}
        </Fact>
        <Fact label="Created">{formatEventDate(event.createdAt)}</Fact>
      </dl>

      {event.hasTicketCategories && event.ticketCategories.length > 0 ? (
        <section aria-labelledby="admin-event-categories">
          <h3 id="admin-event-categories" className="font-semibold text-gray-900">
            Ticket Categories
          </h3>
          <ul className="mt-2 divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200">
            {event.ticketCategories.map((category) => (
              <li
                key={category._id}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
              >
                <span className="font-medium text-gray-900">
                  {category.name}
                  {category.description ? (
                    <span className="block font-normal text-gray-700">{category.description}</span>
                  ) : null}
                </span>
                <span className="text-gray-800">
                  {formatInr(category.price)} · {count(category.totalSeats - category.availableSeats)} /{' '}
                  {count(category.totalSeats)} booked
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
