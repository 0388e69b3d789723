import type { Event } from '@ticketmela/domain';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarX from 'lucide-react/icons/calendar-x';
import Clock from 'lucide-react/icons/clock';
import Compass from 'lucide-react/icons/compass';
import LogIn from 'lucide-react/icons/log-in';
import Ticket from 'lucide-react/icons/ticket';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatEventDate } from '@/lib/format-dates';
import { rememberReturnTo } from '@/lib/return-to';
import { detailPriceLabel } from '../price-label';

function PanelHeading({ icon, children, tone }: { icon: ReactNode; children: ReactNode; tone: string }) {
  return (
    <h2 className="flex items-center gap-3 text-xl font-bold text-gray-900">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>{icon}</span>
      {children}
    </h2>
  );
}

function EventEndedPanel() {
  return (
    <Card className="p-6">
      <PanelHeading tone="bg-gray-100 text-gray-800" icon={<Clock aria-hidden="true" className="size-5" />}>
        Event Ended
      </PanelHeading>
      <p className="mt-3 text-gray-700">This event has already taken place. Bookings are closed.</p>
      <Link to={paths.events} className={buttonClasses({ fullWidth: true, className: 'mt-5' })}>
        <Compass aria-hidden="true" className="size-4" />
        Browse Upcoming Events
      </Link>
    </Card>
  );
}

function EventCancelledPanel() {
  return (
    <Card className="border-red-200 p-6">
      <PanelHeading tone="bg-red-100 text-red-800" icon={<CalendarX aria-hidden="true" className="size-5" />}>
        Event Cancelled
      </PanelHeading>
      <p className="mt-3 text-gray-700">This event has been cancelled by the organizer</p>
      <Link to={paths.events} className={buttonClasses({ fullWidth: true, className: 'mt-5' })}>
        <Compass aria-hidden="true" className="size-4" />
        Find Other Events
      </Link>
    </Card>
  );
}

function PriceSummary({ event }: { event: Event }) {
  const soldOut = event.availableSeats <= 0;
  return (
    <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      <p className="text-sm text-gray-700">Tickets</p>
      <p className="mt-0.5 text-2xl font-extrabold text-gray-900">{detailPriceLabel(event)}</p>
      <p className="mt-1 text-sm text-gray-700">
        {soldOut ? 'Sold Out' : `${event.availableSeats.toLocaleString('en-IN')} seats available`} ·{' '}
        {formatEventDate(event.date)}
      </p>
    </div>
  );
}

/** The booking panel. Signed-out visitors are asked to sign in; booking itself arrives with the booking feature. */
function BookingPanel({ event, signedIn }: { event: Event; signedIn: boolean }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <Card className="p-6">
      <PanelHeading
        tone="bg-brand-100 text-brand-800"
        icon={<Ticket aria-hidden="true" className="size-5" />}
      >
        Book Tickets
      </PanelHeading>
      <div className="mt-4">
        <PriceSummary event={event} />
      </div>
      {signedIn ? (
        <div
          role="note"
          className="mt-5 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Booking opens soon
          </p>
          <p className="mt-1">
            Online booking and card payment are not available on TicketMela yet. Please check back soon to
            book this event.
          </p>
        </div>
      ) : (
        <div className="mt-5 space-y-3">
          <p className="text-sm text-gray-700">Sign in to book tickets for this event.</p>
          <Link
            to={paths.login}
            state={{ from: here }}
            onClick={() => rememberReturnTo(here)}
            className={buttonClasses({ size: 'lg', fullWidth: true })}
          >
            <LogIn aria-hidden="true" className="size-5" />
            Login to Book
          </Link>
          <p className="text-center text-sm text-gray-700">
            New to TicketMela?{' '}
            <Link
              to={paths.register}
              onClick={() => rememberReturnTo(here)}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Create an account
            </Link>
          </p>
        </div>
      )}
    </Card>
  );
}

/** The side panel, checked in the spec's order: past, cancelled, (already booked: later), then booking. */
export function EventSidePanel({
  event,
  isPast,
  signedIn,
}: {
  event: Event;
  isPast: boolean;
  signedIn: boolean;
}) {
  if (isPast) return <EventEndedPanel />;
  if (event.cancelled) return <EventCancelledPanel />;
  return <BookingPanel event={event} signedIn={signedIn} />;
}
