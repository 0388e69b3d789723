import { Trans, useLingui } from '@lingui/react/macro';
import { classifyBooking } from '@ticketmela/domain';
import XCircle from 'lucide-react/icons/circle-x';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUserBookings } from '../api/get-user-bookings';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ADMITTED_NOTE } from './cancellation-preview';

/**
 * 'Cancel Booking' on the ticket page (the ticket mail and the Contact Us FAQ send attendees there): the same dialog
 * and call as the dashboard, offered only while the booking stands, its event is upcoming and it is not checked in.
 */
export function TicketCancelAction({
  userId,
  bookingId,
  onCancelled,
}: {
  userId: string;
  bookingId: string;
  /** After the booking was cancelled: the ticket is gone, so the page moves on. */
  onCancelled: () => void;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const booking = useUserBookings(userId).data?.find((candidate) => candidate._id === bookingId);
  if (!booking || classifyBooking(booking, new Date()) !== 'upcoming') return null;
  if (booking.verified) return <p className="text-sm text-gray-700">{i18n._(ADMITTED_NOTE)}</p>;
  return (
    <>
      <Button
        variant="ghost"
        fullWidth
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        icon={<XCircle aria-hidden="true" className="size-5" />}
        onClick={() => setOpen(true)}
      >
        <Trans>Cancel Booking</Trans>
      </Button>
      <CancelBookingDialog booking={booking} open={open} onOpenChange={setOpen} onCancelled={onCancelled} />
    </>
  );
}
