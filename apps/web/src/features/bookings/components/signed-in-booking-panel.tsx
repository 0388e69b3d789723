import { useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { findActiveBooking, useUserBookings } from '../api/get-user-bookings';
import { BookingFlow, type QueuePassSlot } from './booking-flow';
import { PanelLoading } from './panel-loading';
import { RegisteredPanel } from './registered-panel';
import { ResolveUnfinishedPurchase } from './resolve-unfinished-purchase';
import { findUnfinishedPurchase, forgetUnfinishedPurchase } from './unfinished-purchase';

/**
 * A signed-in user's side of the event page: "You're Registered!" or the booking flow (with the waitlist below it);
 * first, if this browser started a purchase of this event whose outcome it never saw, what became of that payment.
 * `queueGate` (the event's waiting room, another feature's) stands in for the booking flow until the user's turn;
 * then `queuePass` goes with the purchase.
 */
export default function SignedInPanel({
  event,
  userId,
  waitlist = null,
  closedToBuyers = false,
  queueGate = null,
  queuePass = null,
}: {
  event: Event;
  userId: string;
  waitlist?: ReactNode;
  closedToBuyers?: boolean;
  queueGate?: ReactNode;
  queuePass?: QueuePassSlot | null;
}) {
  const { t } = useLingui();
  const bookingsQuery = useUserBookings(userId);
  const [justBooked, setJustBooked] = useState(false);
  const [unfinished, setUnfinished] = useState(() => findUnfinishedPurchase(userId, event._id));
  const [earlierOutcome, setEarlierOutcome] = useState<string | null>(null);
  const booking = findActiveBooking(bookingsQuery.data, event._id);
  const onSettled = useCallback(({ booked, message }: { booked: boolean; message: string | null }) => {
    setUnfinished(null);
    setEarlierOutcome(message);
    if (booked) setJustBooked(true);
  }, []);

  useEffect(() => {
    if (bookingsQuery.isError) console.error('Failed to fetch your bookings', bookingsQuery.error);
  }, [bookingsQuery.isError, bookingsQuery.error]);
  useEffect(() => {
    // Booked (here, in another tab, or by the server's sweeper): nothing is left to tell.
    if (booking && unfinished) {
      forgetUnfinishedPurchase(unfinished.paymentIntentId);
      setUnfinished(null);
    }
  }, [booking, unfinished]);

  if (bookingsQuery.isPending) return <PanelLoading />;
  if (booking) return <RegisteredPanel booking={booking} focusOnMount={justBooked} />;
  if (unfinished) {
    return <ResolveUnfinishedPurchase purchase={unfinished} userId={userId} onSettled={onSettled} />;
  }
  return (
    <div className="space-y-4">
      {earlierOutcome ? (
        <Alert tone="info" title={t`About your earlier payment`}>
          {earlierOutcome}
        </Alert>
      ) : null}
      {queueGate ?? (
        <BookingFlow
          event={event}
          userId={userId}
          closedToBuyers={closedToBuyers}
          queuePass={queuePass}
          onBooked={() => setJustBooked(true)}
        />
      )}
      {waitlist}
    </div>
  );
}
