import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/ui/card';
import { eventsRoot } from '@/lib/query-keys';
import { bookingKeys } from '../api/keys';
import { SecurePaymentHeading } from './secure-payment-heading';
import { TotalAmount } from './total-amount';
import {
  forgetUnfinishedPurchase,
  type UnfinishedPurchase,
  type UpiRequestSummary,
} from './unfinished-purchase';
import { UpiWaiting } from './upi-waiting';

export const EARLIER_UPI_PAYMENT_BOOKED_MESSAGE = msg`Your UPI payment went through: your booking is confirmed.`;

/**
 * The buyer left while a UPI payment waited for approval and came back: the waiting screen again, asking the server
 * what became of it (approved meanwhile: booked; declined or run out: said so, and the booking panel after).
 */
export function ResumeUpiPayment({
  purchase,
  upi,
  onSettled,
}: {
  purchase: UnfinishedPurchase;
  upi: UpiRequestSummary;
  onSettled: (outcome: { booked: boolean; message: string | null }) => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { paymentIntentId } = purchase;

  const onBooked = useCallback(async () => {
    forgetUnfinishedPurchase(paymentIntentId);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventsRoot }),
    ]);
    toast.success(i18n._(EARLIER_UPI_PAYMENT_BOOKED_MESSAGE));
    onSettled({ booked: true, message: null });
  }, [paymentIntentId, queryClient, onSettled, i18n]);

  const onReleased = useCallback(() => {
    forgetUnfinishedPurchase(paymentIntentId);
    void queryClient.invalidateQueries({ queryKey: eventsRoot });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  }, [paymentIntentId, queryClient]);

  return (
    <Card className="p-6">
      <SecurePaymentHeading />
      {purchase.amount !== undefined ? <TotalAmount amount={purchase.amount} /> : null}
      <div className="mt-5">
        <UpiWaiting
          paymentIntentId={paymentIntentId}
          request={upi}
          holdExpiresAt={purchase.holdExpiresAt}
          onBooked={() => void onBooked()}
          onEnded={onReleased}
          onStartAgain={() => onSettled({ booked: false, message: null })}
          onCancelled={() => {
            onReleased();
            onSettled({ booked: false, message: null });
          }}
        />
      </div>
    </Card>
  );
}
