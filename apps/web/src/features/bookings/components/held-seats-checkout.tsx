import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type BuyerGstDetails, type PaymentIntentResponse, ticketSlots } from '@ticketmela/domain';
import CreditCard from 'lucide-react/icons/credit-card';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AttendeeDetailsSection } from '@/components/checkout/attendee-details-section';
import { type AttendeeDetailsBody, useAttendeeDetails } from '@/components/checkout/use-attendee-details';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { useCreateBookingMutation } from '../api/create-booking';
import { useEventQuestions } from '../api/get-event-questions';
import { bookingKeys } from '../api/keys';
import { announceBooked, bookingFailure } from './booking-outcome';
import { PAYMENT_FAILED_MESSAGE } from './card-form';
import {
  GstDetailsFields,
  gstDetailsToSend,
  sameGstDetails,
  showGstDetailsRefusal,
  useGstDetailsForm,
} from './gst-details-fields';
import { HoldCountdown, useNow } from './hold-countdown';
import { PaymentForm } from './payment-form';
import { TotalAmount } from './total-amount';
import { sameExtras } from './use-checkout-extras';

interface HeldCheckout {
  intent: PaymentIntentResponse;
  gstDetails: BuyerGstDetails | undefined;
  details: AttendeeDetailsBody;
}

/** What the held seats' checkout sends: the names and answers, and the GST details when given. */
export type HeldSeatsCheckoutBody = AttendeeDetailsBody & { gstDetails?: BuyerGstDetails };

export interface HeldSeatsCheckoutProps {
  userId: string;
  eventId: string;
  /** Rupees: what the held seats cost. */
  amount: number;
  /** When the seats stop being held. */
  holdExpiresAt: string;
  /** The held tickets (category null for a single-price event): a name is asked for each. */
  tickets: { categoryName: string | null; quantity: number }[];
  /** Starts the payment of the held seats, with the names and answers (and the GST details, if given). */
  startPayment: (body: HeldSeatsCheckoutBody) => Promise<PaymentIntentResponse>;
  /** Booked: the booking's id when this page booked it, null when the server did (an approved UPI payment). */
  onBooked: (bookingId: string | null) => void;
  /** The hold is over (run out, declined, or the payment ended without a booking): read where it stands. */
  onHoldEnded: () => void;
}

/**
 * The checkout of seats already held for the buyer (a waitlist offer): the time left, optional GST details, then
 * the same payment step as a normal booking (card, UPI, Stripe, Razorpay), and the booking once paid.
 */
export function HeldSeatsCheckout({
  userId,
  eventId,
  amount,
  holdExpiresAt,
  tickets,
  startPayment,
  onBooked,
  onHoldEnded,
}: HeldSeatsCheckoutProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const questionsQuery = useEventQuestions(eventId);
  const details = useAttendeeDetails({
    slots: ticketSlots(tickets),
    questions: questionsQuery.data ?? [],
    buyerName: useSession().user?.name ?? '',
  });
  const createBooking = useCreateBookingMutation(userId);
  const gstForm = useGstDetailsForm();
  const [gstOpen, setGstOpen] = useState(false);
  const [checkout, setCheckout] = useState<HeldCheckout | null>(null);
  const [step, setStep] = useState<'start' | 'pay'>('start');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const remaining = Date.parse(holdExpiresAt) - useNow(step === 'start');

  async function continueToPayment() {
    setStartError(null);
    const names = questionsQuery.isSuccess ? details.validate() : null;
    const gstDetails = await gstDetailsToSend(gstForm, gstOpen);
    if (gstDetails === 'invalid' || !names) return;
    if (
      checkout &&
      !paid &&
      sameGstDetails(checkout.gstDetails, gstDetails) &&
      sameExtras(checkout.details, names)
    ) {
      setStep('pay');
      return;
    }
    setStarting(true);
    try {
      const intent = await startPayment({ ...names, ...(gstDetails ? { gstDetails } : {}) });
      setCheckout({ intent, gstDetails, details: names });
      setPaid(false);
      setBookingError(null);
      setStep('pay');
    } catch (failure) {
      const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
      setStartError(message);
      toast.error(message);
      const field = isApiError(failure) ? failure.field : undefined;
      if (details.showServerIssue(field, message) || showGstDetailsRefusal(gstForm, field, message)) return;
      if (isApiError(failure) && (failure.statusCode === 409 || failure.statusCode === 404)) {
        onHoldEnded();
      }
    } finally {
      setStarting(false);
    }
  }

  async function completeBooking() {
    if (!checkout) return;
    setBookingError(null);
    try {
      const { booking } = await createBooking.mutateAsync({
        eventId,
        paymentIntentId: checkout.intent.paymentIntentId,
      });
      announceBooked();
      onBooked(booking._id);
    } catch (failure) {
      const { message, kind } = bookingFailure(failure);
      if (kind === 'hold-lost') {
        setCheckout(null);
        onHoldEnded();
      } else {
        setPaid(kind === 'retry');
        if (kind === 'retry') setBookingError(message);
      }
    }
  }

  async function finishUpiBooking() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventsRoot }),
    ]);
    announceBooked();
    onBooked(null);
  }

  if (step === 'pay' && checkout) {
    return (
      <PaymentForm
        intent={checkout.intent}
        paid={paid}
        bookingError={bookingError}
        retryingBooking={createBooking.isPending}
        onPaymentSucceeded={completeBooking}
        onRetryBooking={() => void completeBooking()}
        onBack={() => setStep('start')}
        onStartAgain={onHoldEnded}
        onUpiStarted={() => {}}
        onUpiBooked={() => void finishUpiBooking()}
        onUpiEnded={onHoldEnded}
        onUpiCancelled={onHoldEnded}
        invoiceTo={checkout.gstDetails}
      />
    );
  }

  return (
    <Card className="space-y-4 p-6">
      <HoldCountdown remaining={remaining} />
      <TotalAmount amount={amount} />
      <AttendeeDetailsSection
        questionsStatus={questionsQuery.status}
        onRetry={() => void questionsQuery.refetch()}
        details={details}
        disabled={starting}
      />
      <GstDetailsFields form={gstForm} open={gstOpen} onOpenChange={setGstOpen} disabled={starting} />
      {startError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {startError}
        </p>
      ) : null}
      <Button
        size="lg"
        fullWidth
        busy={starting}
        disabled={remaining <= 0}
        onClick={() => void continueToPayment()}
        icon={<CreditCard aria-hidden="true" className="size-5" />}
      >
        <Trans>Continue to payment</Trans>
      </Button>
    </Card>
  );
}
