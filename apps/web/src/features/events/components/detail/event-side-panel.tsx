import { Trans } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import CalendarX from 'lucide-react/icons/calendar-x';
import Clock from 'lucide-react/icons/clock';
import Compass from 'lucide-react/icons/compass';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

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
        <Trans>Event Ended</Trans>
      </PanelHeading>
      <p className="mt-3 text-gray-700">
        <Trans>This event has already taken place. Bookings are closed.</Trans>
      </p>
      <Link to={paths.events} className={buttonClasses({ fullWidth: true, className: 'mt-5' })}>
        <Compass aria-hidden="true" className="size-4" />
        <Trans>Browse Upcoming Events</Trans>
      </Link>
    </Card>
  );
}

function EventCancelledPanel() {
  return (
    <Card className="border-red-200 p-6">
      <PanelHeading tone="bg-red-100 text-red-800" icon={<CalendarX aria-hidden="true" className="size-5" />}>
        <Trans>Event Cancelled</Trans>
      </PanelHeading>
      <p className="mt-3 text-gray-700">
        <Trans>This event has been cancelled by the organizer</Trans>
      </p>
      <Link to={paths.events} className={buttonClasses({ fullWidth: true, className: 'mt-5' })}>
        <Compass aria-hidden="true" className="size-4" />
        <Trans>Find Other Events</Trans>
      </Link>
    </Card>
  );
}

/**
 * The side panel of an event that can no longer be booked, checked in the spec's order: past ('Event Ended'), then
 * cancelled ('Event Cancelled'). Upcoming events get the bookings feature's panel instead (composed by the page).
 */
export function EventSidePanel({ event, isPast }: { event: Pick<Event, 'cancelled'>; isPast: boolean }) {
  if (isPast) return <EventEndedPanel />;
  if (event.cancelled) return <EventCancelledPanel />;
  return null;
}
