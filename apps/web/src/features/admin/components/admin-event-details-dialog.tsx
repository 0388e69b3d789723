import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const query = useEventDetails(eventId);

  useEffect(() => {
    if (query.isError)
      toastFailure(t`Failed to load event details`, query.error, 'admin-event-details-failed');
  }, [query.isError, query.error, t]);

  const event = query.data;
  return (
    <Modal
      open={eventId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={event?.title ?? t`Event Details`}
      description={event ? formatEventDateTime(event.date) : undefined}
      size="xl"
      footerLayout="wrap"
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <Trans>Close</Trans>
          </ModalClose>
          {event ? (
            <>
              <Link to={paths.event(event._id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <Trans>View event page</Trans>
              </Link>
              <Link
                to={paths.adminOrganizer(event.organizerId._id)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <UserRound aria-hidden="true" className="size-4" />
                <Trans>Organizer</Trans>
              </Link>
              {event.cancelled ? null : (
                <Link
                  to={paths.editEvent(event._id)}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit Event</Trans>
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
            <Trans>Loading event details...</Trans>
          </p>
          <Skeleton className="h-36 w-full sm:h-44" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <LoadFailed title={t`Failed to load event details`} onRetry={() => void query.refetch()} />
      ) : event ? (
        <EventDetailsBody event={event} />
      ) : null}
    </Modal>
  );
}

/** '₹499 · 12 / 100 booked': a ticket category's price and how many of its seats are booked. */
function CategorySeats({ price, booked, total }: { price: string; booked: string; total: string }) {
  return (
    <Trans>
      {price} · {booked} / {total} booked
    </Trans>
  );
}

function EventDetailsBody({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const past = isPastEvent(event.date, new Date());
  const booked = count(event.totalBooked);
  const totalSeats = count(event.totalSeats);
  const available = count(event.availableSeats);
  const cancelledReason = event.cancelledReason;
  const policy =
    event.useDefaultRefundPolicy || !event.customRefundPolicy
      ? DEFAULT_REFUND_TIERS
      : event.customRefundPolicy;
  const sevenDaysOrMore = policy.sevenDaysOrMore;
  const oneToSevenDays = policy.oneToDays;
  const underADay = policy.lessThanDay;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        {event.cancelled ? (
          <Badge tone="red">
            <Trans>Cancelled</Trans>
          </Badge>
        ) : null}
        <Badge tone={past ? 'gray' : 'blue'}>{past ? t`Past` : t`Upcoming`}</Badge>
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
        <Alert tone="warning" title={t`This event has been cancelled.`}>
          {cancelledReason ? t`Reason: ${cancelledReason}` : t`No reason was given.`}
        </Alert>
      ) : null}

      <section aria-labelledby="admin-event-about">
        <h3 id="admin-event-about" className="font-semibold text-gray-900">
          <Trans>About</Trans>
        </h3>
        <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{event.description}</p>
      </section>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t`Date & Time`}>{formatEventDateTime(event.date)}</Fact>
        <Fact label={t`Venue`}>
          {event.venue.name}
          {event.venue.address ? (
            <span className="block font-normal text-gray-700">{event.venue.address}</span>
          ) : null}
        </Fact>
        <Fact label={t`City`}>{event.city || t`Not specified`}</Fact>
        <Fact label={t`Organizer`}>
          <Link
            to={paths.adminOrganizer(event.organizerId._id)}
            className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {event.organizerId.name}
          </Link>
        </Fact>
        <Fact label={t`Price`}>{priceText(event, i18n)}</Fact>
        <Fact label={t`Seats`}>
          <Trans>
            {booked} booked of {totalSeats} · {available} available
          </Trans>
        </Fact>
        <Fact label={t`Refund Policy`}>
          {event.useDefaultRefundPolicy
            ? t`Default: ${sevenDaysOrMore}% at 7+ days, ${oneToSevenDays}% at 1-7 days, ${underADay}% under 24 hours`
            : t`Custom: ${sevenDaysOrMore}% at 7+ days, ${oneToSevenDays}% at 1-7 days, ${underADay}% under 24 hours`}
          {!event.useDefaultRefundPolicy && event.customRefundPolicy?.description ? (
            <span className="block font-normal text-gray-700">{event.customRefundPolicy.description}</span>
          ) : null}
        </Fact>
        <Fact label={t`Created`}>{formatEventDate(event.createdAt)}</Fact>
      </dl>

      {event.hasTicketCategories && event.ticketCategories.length > 0 ? (
        <section aria-labelledby="admin-event-categories">
          <h3 id="admin-event-categories" className="font-semibold text-gray-900">
            <Trans>Ticket Categories</Trans>
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
                  <CategorySeats
                    price={formatInr(category.price)}
                    booked={count(category.totalSeats - category.availableSeats)}
                    total={count(category.totalSeats)}
                  />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
