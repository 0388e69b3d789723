import { Trans } from '@lingui/react/macro';
import { paidByText } from '@ticketmela/domain';
import { domainText } from '@/i18n/domain-text';
import { useUserBookings } from '../api/get-user-bookings';

/** The ticket's payment line ('Paid by UPI, ananya@okaxis'), when the booking says how it was paid. */
export function TicketPaidBy({ userId, bookingId }: { userId: string; bookingId: string }) {
  const booking = useUserBookings(userId).data?.find((candidate) => candidate._id === bookingId);
  if (!booking?.paymentMethod) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <dt className="text-gray-700">
        <Trans>Payment</Trans>
      </dt>
      <dd className="font-semibold break-all text-gray-900 sm:text-right">
        {domainText(paidByText(booking.paymentMethod))}
      </dd>
    </div>
  );
}
