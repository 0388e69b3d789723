import { Trans } from '@lingui/react/macro';
import { useUserBookings } from '../api/get-user-bookings';
import { PartialCancellationList } from './partial-cancellation-history';

/** The ticket's 'Cancelled tickets' line: the tickets cancelled from the booking while the rest were kept. */
export function TicketPartialCancellations({ userId, bookingId }: { userId: string; bookingId: string }) {
  const booking = useUserBookings(userId).data?.find((candidate) => candidate._id === bookingId);
  if (!booking || booking.partialCancellations.length === 0) return null;
  return (
    <div>
      <dt className="text-gray-700">
        <Trans>Cancelled tickets</Trans>
      </dt>
      <dd className="mt-1.5">
        <PartialCancellationList cancellations={booking.partialCancellations} />
      </dd>
    </div>
  );
}
