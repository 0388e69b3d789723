import { Trans, useLingui } from '@lingui/react/macro';
import { type Event, isPastEvent } from '@ticketmela/domain';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import Pencil from 'lucide-react/icons/pencil';
import ScanLine from 'lucide-react/icons/scan-line';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { formatEventDateTime } from '@/lib/format-dates';
import { isSoldOut, occupancyPercent } from './event-stats';

function Stat({ label, value, accent }: { label: string; value: ReactNode; accent: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${accent}`}>{value}</dd>
    </div>
  );
}

const count = (value: number) => value.toLocaleString('en-IN');

/** Renders the attendee list of an event inside the details modal; the route composes it from the tickets feature. */
export type RenderAttendees = (event: Event) => ReactNode;

/** The event details modal: statistics, 'Event Sold Out', the ticket categories, and the attendees (a slot). */
export function EventDetailsDialog({
  event,
  onClose,
  renderAttendees,
}: {
  event: Event | null;
  onClose: () => void;
  renderAttendees?: RenderAttendees | undefined;
}) {
  // The last event shown stays drawn while the dialog closes (the dialog stays mounted, closed, between openings).
  const { t } = useLingui();
  const [shown, setShown] = useState(event);
  if (event !== null && event !== shown) setShown(event);
  if (!shown) return null;
  const past = isPastEvent(shown.date, new Date());
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={shown.title}
      description={
        <>
          {formatEventDateTime(shown.date)} · {shown.venue.name ? `${shown.venue.name}, ` : ''}
          {shown.city}
        </>
      }
      eyebrow={
        <div className="flex flex-wrap gap-2">
          {shown.cancelled ? (
            <Badge tone="red">
              <Trans>Cancelled</Trans>
            </Badge>
          ) : null}
          <Badge tone={past ? 'gray' : 'blue'}>{past ? t`Past` : t`Upcoming`}</Badge>
        </div>
      }
      footer={<DetailsActions event={shown} past={past} />}
      footerLayout="wrap"
    >
      <DetailsBody event={shown} renderAttendees={renderAttendees} />
    </Modal>
  );
}

function DetailsBody({
  event,
  renderAttendees,
}: {
  event: Event;
  renderAttendees?: RenderAttendees | undefined;
}) {
  const { t } = useLingui();
  const capacity = event.totalSeats;
  const booked = event.totalBooked;
  const occupancy = occupancyPercent(booked, capacity);
  const reason = event.cancelledReason;
  const price = formatPrice(event.price);
  return (
    <div className="space-y-6">
      {event.cancelled ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <span className="font-semibold">
            <Trans>This event has been cancelled.</Trans>
          </span>{' '}
          {reason ? t`Reason: ${reason}` : t`No reason was given.`}
        </p>
      ) : null}
      {isSoldOut(event) ? (
        <p className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-4 font-semibold text-green-900">
          <CircleCheckBig aria-hidden="true" className="size-5 shrink-0" />
          <Trans>Event Sold Out</Trans>
        </p>
      ) : null}

      <section aria-labelledby="event-details-statistics">
        <h3 id="event-details-statistics" className="font-semibold text-gray-900">
          <Trans>Statistics</Trans>
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label={t`Capacity`} value={count(capacity)} accent="text-gray-900" />
          <Stat label={t`Booked`} value={count(booked)} accent="text-brand-800" />
          <Stat label={t`Available`} value={count(event.availableSeats)} accent="text-green-800" />
          <Stat label={t`Occupancy`} value={`${occupancy}%`} accent="text-night-800" />
        </dl>
        <div
          role="progressbar"
          aria-label={t`Occupancy`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={occupancy}
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${occupancy}%` }} />
        </div>
        <p className="mt-2 text-xs text-gray-600">
          <Trans>Booked seats include seats held while an attendee's payment is in progress.</Trans>
        </p>
      </section>

      {event.hasTicketCategories && event.ticketCategories.length > 0 ? (
        <section aria-labelledby="event-details-categories">
          <h3 id="event-details-categories" className="font-semibold text-gray-900">
            <Trans>Ticket Categories</Trans>
          </h3>
          {/* Phones: one card per category, so nothing has to scroll sideways at 390 px. */}
          <ul className="mt-3 space-y-2 sm:hidden">
            {event.ticketCategories.map((category) => (
              <li key={category._id} className="rounded-xl p-3.5 ring-1 ring-gray-200 ring-inset">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold break-words text-gray-900">{category.name}</span>
                  <span className="shrink-0 font-semibold text-gray-900">{formatPrice(category.price)}</span>
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-gray-700">
                      <Trans>Booked</Trans>
                    </dt>
                    <dd className="font-medium text-gray-900">
                      {count(category.totalSeats - category.availableSeats)} / {count(category.totalSeats)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-gray-700">
                      <Trans>Available</Trans>
                    </dt>
                    <dd className="font-medium text-gray-900">{count(category.availableSeats)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto rounded-xl ring-1 ring-gray-200 sm:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    <Trans>Category</Trans>
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    <Trans>Price</Trans>
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    <Trans>Booked</Trans>
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    <Trans>Available</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {event.ticketCategories.map((category) => (
                  <tr key={category._id}>
                    <th scope="row" className="px-4 py-2.5 font-medium break-words text-gray-900">
                      {category.name}
                    </th>
                    <td className="px-4 py-2.5 whitespace-nowrap text-gray-800">
                      {formatPrice(category.price)}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-gray-800">
                      {count(category.totalSeats - category.availableSeats)} / {count(category.totalSeats)}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-gray-800">
                      {count(category.availableSeats)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : (
        <p className="text-sm text-gray-800">
          <Trans>
            <span className="font-semibold">Ticket price:</span> {price}
          </Trans>
        </p>
      )}

      {renderAttendees ? renderAttendees(event) : null}
    </div>
  );
}

function DetailsActions({ event, past }: { event: Event; past: boolean }) {
  return (
    <>
      <ModalClose className={buttonClasses({ variant: 'ghost' })}>
        <Trans>Close</Trans>
      </ModalClose>
      <Link to={paths.event(event._id)} className={buttonClasses({ variant: 'outline' })}>
        <Trans>View event page</Trans>
      </Link>
      {!event.cancelled && !past ? (
        <Link to={paths.editEvent(event._id)} className={buttonClasses({ variant: 'outline' })}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit Event</Trans>
        </Link>
      ) : null}
      <Link
        to={past ? paths.organizerVerifyTickets(event._id) : paths.verifyEventTickets(event._id)}
        className={buttonClasses({ variant: 'secondary' })}
      >
        <ScanLine aria-hidden="true" className="size-4" />
        <Trans>Verify Tickets</Trans>
      </Link>
    </>
  );
}
