import { Trans } from '@lingui/react/macro';
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
  const label = promo ? appliedPromoLabel(promo) : '';
  return (
    <div className="space-y-2 text-sm">
      {attendees.length > 0 ? (
        <div>
          <p className="font-medium text-gray-700">
            {attendees.length === 1 ? <Trans>Name on the ticket</Trans> : <Trans>Names on the tickets</Trans>}
          </p>
          <div className="mt-1">
            <TicketHolderList holders={attendees} />
          </div>
        </div>
      ) : null}
      {orderAnswers.length > 0 ? (
        <div>
          <p className="font-medium text-gray-700">
            <Trans>Your answers</Trans>
          </p>
          <AnswerList answers={orderAnswers} className="mt-1" />
        </div>
      ) : null}
      {promo ? (
        <p className="text-gray-700">
          <Trans>
            Promo code <span className="font-semibold text-green-800">{label}</span>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
