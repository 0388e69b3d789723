import type { Booking } from '@ticketmela/domain';
import { AnswerList, appliedPromoLabel, TicketHolderList } from '@/components/checkout/ticket-holder-list';

/** A booking card's people and code: the names on its tickets with their answers, the order's answers, the promo code. */
export function BookingHolders({
  booking,
}: {
  booking: Pick<Booking, 'attendees' | 'orderAnswers' | 'promo'>;
}) {
  const { attendees, orderAnswers, promo } = booking;
  if (attendees.length === 0 && orderAnswers.length === 0 && !promo) return null;
  return (
    <div className="space-y-2 text-sm">
      {attendees.length > 0 ? (
        <div>
          <p className="font-medium text-gray-700">
            {attendees.length === 1 ? 'Name on the ticket' : 'Names on the tickets'}
          </p>
          <div className="mt-1">
            <TicketHolderList holders={attendees} />
          </div>
        </div>
      ) : null}
      {orderAnswers.length > 0 ? (
        <div>
          <p className="font-medium text-gray-700">Your answers</p>
          <AnswerList answers={orderAnswers} className="mt-1" />
        </div>
      ) : null}
      {promo ? (
        <p className="text-gray-700">
          Promo code <span className="font-semibold text-green-800">{appliedPromoLabel(promo)}</span>
        </p>
      ) : null}
    </div>
  );
}
