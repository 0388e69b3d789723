import type { Event } from '@ticketmela/domain';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useEventWaitlist } from '../api/get-event-waitlist';
import { EventWaitlistCard } from './event-waitlist-card';
import { eventForBuyers, hasSoldOutLine, isOpenEntry, joinableLines, waitlistLines } from './waitlist-lines';

export interface BookingSlotProps {
  /** The event as buyers may buy it: lines people wait in show no seats. */
  event: Event;
  /** The waitlist card, when there is one to show: below the booking panel. */
  waitlist: ReactNode;
  /** Every line is sold out or has people waiting: nothing can be bought now. */
  closedToBuyers: boolean;
}

/**
 * The waitlist beside the booking panel of an upcoming event. The booking side is another feature's, drawn by
 * `renderBooking`; until the lines are known (or if they cannot be read) it is drawn as it would be without them. A
 * visitor's page asks for the lines only when something is sold out: the page the server draws for visitors comes
 * with its answers (decision 0022), and the lines of an event on sale would show nothing to a visitor.
 */
export function EventWaitlistSide({
  event,
  userId,
  renderBooking,
}: {
  event: Event;
  userId: string | null;
  renderBooking: (props: BookingSlotProps) => ReactNode;
}) {
  const waitlistQuery = useEventWaitlist(event._id, userId, userId !== null || hasSoldOutLine(event));
  useEffect(() => {
    if (waitlistQuery.isError) console.error('Failed to fetch the waitlist', waitlistQuery.error);
  }, [waitlistQuery.isError, waitlistQuery.error]);

  const waitlist = waitlistQuery.data;
  if (!waitlist) return renderBooking({ event, waitlist: null, closedToBuyers: false });

  const lines = waitlistLines(event, waitlist);
  const forBuyers = eventForBuyers(event, lines);
  const hasOpenEntry = waitlist.myEntries.some(isOpenEntry);
  const canJoin = waitlist.enabled && joinableLines(lines, []).length > 0;
  const card =
    hasOpenEntry || canJoin ? (
      <EventWaitlistCard event={event} waitlist={waitlist} lines={lines} signedIn={userId !== null} />
    ) : null;
  return renderBooking({
    event: forBuyers,
    waitlist: card,
    closedToBuyers: lines.every((line) => line.closedToBuyers),
  });
}
