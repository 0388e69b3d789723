import { Plural, Trans } from '@lingui/react/macro';
import type { Booking } from '@ticketmela/domain';
import { AnswerList, appliedPromoLabel, TicketHolderList } from '@/components/checkout/ticket-holder-list';

/**
 * The ticket's lines about its people and price: who holds each ticket (with their answers), the buyer's answers
 * for the order, and the promo code it was bought with. Each is a `div` of `dt` and `dd` in the ticket's details.
 */
export function TicketHolders({ booking }: { booking: Booking }) {
  const holders = booking.attendees.length;
  return (
    <>
      {booking.attendees.length > 0 ? (
        <div>
          <dt className="text-gray-700">
            <Plural value={holders} one="Name on the ticket" other="Names on the tickets" />
          </dt>
          <dd className="mt-1.5">
            <TicketHolderList holders={booking.attendees} />
          </dd>
        </div>
      ) : null}
      {booking.orderAnswers.length > 0 ? (
        <div>
          <dt className="text-gray-700">
            <Trans>Your answers</Trans>
          </dt>
          <dd className="mt-1.5">
            <AnswerList answers={booking.orderAnswers} className="text-sm" />
          </dd>
        </div>
      ) : null}
      {booking.promo ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <dt className="text-gray-700">
            <Trans>Promo code</Trans>
          </dt>
          <dd className="font-semibold break-all text-green-800 sm:text-right">
            {appliedPromoLabel(booking.promo)}
          </dd>
        </div>
      ) : null}
    </>
  );
}
