import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@ticketmela/domain';
import { formatPrice } from '@/lib/format';

/** The seats of a single-price booking, or its ticket lines with their total. */
export function BookingTickets({
  booking,
  showTotal = true,
}: {
  booking: Pick<
    Booking,
    'hasTicketCategories' | 'ticketItems' | 'noOfSeats' | 'totalQuantity' | 'totalAmount'
  >;
  showTotal?: boolean;
}) {
  const { t } = useLingui();
  const count = booking.totalQuantity;
  if (!booking.hasTicketCategories || booking.ticketItems.length === 0) {
    return (
      <p className="text-sm text-gray-800">
        <span className="text-gray-700">{`${t`Seats:`} `}</span>
        <span className="font-semibold">{booking.noOfSeats}</span>
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-gray-200 ring-inset">
      <p className="font-medium text-gray-700">
        <Trans>Tickets</Trans>
      </p>
      <ul className="mt-1.5 space-y-1">
        {booking.ticketItems.map((item) => (
          <li key={item.categoryName} className="flex justify-between gap-3 text-gray-800">
            <span className="min-w-0 break-words">{`${item.categoryName} × ${item.quantity}`}</span>
            <span className="shrink-0">{formatPrice(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      {showTotal ? (
        <p className="mt-2 flex justify-between gap-3 border-t border-gray-200 pt-2 font-semibold text-gray-900">
          <span>{t`Total (${plural(count, { one: '# ticket', other: '# tickets' })})`}</span>
          <span className="shrink-0">{formatPrice(booking.totalAmount)}</span>
        </p>
      ) : null}
    </div>
  );
}
