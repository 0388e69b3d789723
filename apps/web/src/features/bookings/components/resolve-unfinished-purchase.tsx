import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateBookingMutation } from '../api/create-booking';
import { PanelLoading } from './panel-loading';
import { ResumeUpiPayment } from './resume-upi-payment';
import { forgetUnfinishedPurchase, type UnfinishedPurchase } from './unfinished-purchase';

export const EARLIER_PAYMENT_BOOKED_MESSAGE = msg`Your earlier payment went through: your booking is confirmed.`;

interface ResolveUnfinishedPurchaseProps {
  purchase: UnfinishedPurchase;
  userId: string;
  onSettled: (outcome: { booked: boolean; message: string | null }) => void;
}

/**
 * On the buyer's return to an event whose purchase this browser did not see through: asks the server once what
 * became of the payment (POST /bookings is idempotent per intent). Booked: the panel turns to "You're Registered!".
 * Refunded (409): `onSettled` gets the server's words for the panel to show. Never paid (402) or unknown: forgotten.
 * Not answered (offline, a server error): kept for the next visit, and the booking panel is shown meanwhile.
 */
function ResolveCardPurchase({ purchase, userId, onSettled }: ResolveUnfinishedPurchaseProps) {
  const createBooking = useCreateBookingMutation(userId);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    createBooking
      .mutateAsync({ eventId: purchase.eventId, paymentIntentId: purchase.paymentIntentId })
      .then(() => {
        forgetUnfinishedPurchase(purchase.paymentIntentId);
        toast.success(i18n._(EARLIER_PAYMENT_BOOKED_MESSAGE));
        onSettled({ booked: true, message: null });
      })
      .catch((failure: unknown) => {
        const answered = isApiError(failure) && failure.statusCode < 500;
        if (answered) forgetUnfinishedPurchase(purchase.paymentIntentId);
        const refunded = isApiError(failure) && failure.statusCode === 409;
        onSettled({ booked: false, message: refunded ? errorMessage(failure, '') : null });
      });
  }, [createBooking, purchase, onSettled]);

  return <PanelLoading />;
}

/**
 * What became of a purchase this browser did not see through: a card payment is booked (or found refunded) with
 * POST /bookings; a UPI payment, which the server books itself on approval, is followed on its waiting screen.
 */
export function ResolveUnfinishedPurchase(props: ResolveUnfinishedPurchaseProps) {
  const { upi } = props.purchase;
  if (upi) return <ResumeUpiPayment purchase={props.purchase} upi={upi} onSettled={props.onSettled} />;
  return <ResolveCardPurchase {...props} />;
}
