import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type BuyerGstDetails, type Event, paiseToRupees, type TestUpiRequest } from '@ticketmela/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { useCreateBookingMutation } from '../api/create-booking';
import { useCreateFreeBookingMutation } from '../api/create-free-booking';
import { useCreatePaymentIntentMutation } from '../api/create-payment-intent';
import { useEventSeats } from '../api/get-event-seats';
import { bookingKeys } from '../api/keys';
import { announceBooked, BOOKING_SUCCESS_MESSAGE, bookingFailure } from './booking-outcome';
import { BookingPanel } from './booking-panel';
import {
  type BookingSelection,
  bookingBody,
  freeBookingBody,
  initialSelection,
  normalizeSelection,
  paymentIntentBody,
  sameSelection,
  summarizeSelection,
} from './booking-selection';
import { PAYMENT_FAILED_MESSAGE } from './card-form';
import { type Attempt, attemptFor, type Checkout, withHeldSeats } from './checkout';
import {
  GstDetailsFields,
  gstDetailsToSend,
  sameGstDetails,
  showGstDetailsRefusal,
  useGstDetailsForm,
} from './gst-details-fields';
import { PaymentForm } from './payment-form';
import { forgetUnfinishedPurchase, purchaseOf, rememberUnfinishedPurchase } from './unfinished-purchase';
import { type CheckoutExtras, sameExtras, useCheckoutExtras } from './use-checkout-extras';

export const FREE_BOOKING_FAILED_MESSAGE = msg`Booking failed. Please try again.`;

/** A held payment reused when the visitor goes back and books the same tickets while the hold lasts. */
const REUSE_HOLD_IF_MORE_THAN_MS = 60_000;

/** While the event's waiting room is on: the pass its room gave the buyer, and the note about it (another feature's). */
export interface QueuePassSlot {
  /** Sent with the hold (the payment intent) or the free booking: the server takes one checkout per pass. */
  token: string;
  /** Shown above the ticket selection (the pass's time left); not on the payment step, where the hold counts. */
  note: ReactNode;
}

/**
 * Select -> 'Secure Payment' -> card confirmed -> booking created -> toast, then the panel reloads; or UPI asked for
 * -> approved in the buyer's UPI app -> booked by the server -> the same toast and panel. A free selection
 * skips the card: 'Book Now' books it at once. `onBooked` tells the parent a booking was just made (it moves the
 * focus to the result). `closedToBuyers`: no seats are for sale, whatever the count says (people wait for them).
 * `queuePass`: the event's waiting room is on and let this buyer through (decision 0049).
 */
export function BookingFlow({
  event,
  userId,
  onBooked,
  closedToBuyers = false,
  queuePass = null,
}: {
  event: Event;
  userId: string;
  onBooked: () => void;
  closedToBuyers?: boolean;
  queuePass?: QueuePassSlot | null;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const seatsQuery = useEventSeats(event._id, { enabled: !event.hasTicketCategories });
  const createIntent = useCreatePaymentIntentMutation();
  const createBooking = useCreateBookingMutation(userId);
  const createFreeBooking = useCreateFreeBookingMutation(userId);
  // One key per attempt at one selection: a retry after a lost answer books once (free) or holds once (paid).
  const freeAttempt = useRef<Attempt | null>(null);
  const paymentAttempt = useRef<Attempt | null>(null);
  // What else each attempt sends (GST details, the code, the names): other details are another request (a fresh
  // key, a fresh hold); a retry resends the same.
  const paymentAttemptSent = useRef<{ gstDetails?: BuyerGstDetails; extras?: CheckoutExtras }>({});
  const freeAttemptExtras = useRef<CheckoutExtras | undefined>(undefined);
  const gstForm = useGstDetailsForm();
  const [gstOpen, setGstOpen] = useState(false);

  const [rawSelection, setSelection] = useState<BookingSelection>(() => initialSelection(event));
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [step, setStep] = useState<'select' | 'pay'>('select');
  const [paid, setPaid] = useState(false);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);

  useEffect(() => {
    if (seatsQuery.isError) console.error('Failed to fetch remaining seats', seatsQuery.error);
  }, [seatsQuery.isError, seatsQuery.error]);

  const passToSend = queuePass ? { queuePass: queuePass.token } : {};

  const fetchedRemaining = closedToBuyers
    ? 0
    : event.hasTicketCategories
      ? event.availableSeats
      : (seatsQuery.data?.remainingSeats ?? event.availableSeats);
  const offered = withHeldSeats(event, fetchedRemaining, checkout);
  const selection = normalizeSelection(offered.event, rawSelection, offered.remainingSeats);
  const summary = summarizeSelection(offered.event, selection);
  const extras = useCheckoutExtras(offered.event, summary);

  function refreshAvailability() {
    void queryClient.invalidateQueries({ queryKey: eventsRoot });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.eventSeats(event._id) });
  }

  function backToSelection() {
    setCheckout(null);
    setPaid(false);
    setStep('select');
    refreshAvailability();
  }

  /** The server booked an approved UPI payment: the same ending as a card's, once the booking is fetched. */
  async function finishUpiBooking() {
    if (!checkout) return;
    forgetUnfinishedPurchase(checkout.intent.paymentIntentId);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventsRoot }),
    ]);
    announceBooked();
    onBooked();
    setCheckout(null);
    setStep('select');
    setSelection(initialSelection(event));
  }

  async function bookForFree() {
    setSelectError(null);
    const sent = extras.prepare();
    if (!sent) return;
    if (!sameExtras(freeAttemptExtras.current, sent)) freeAttempt.current = null;
    freeAttemptExtras.current = sent;
    const attempt = attemptFor(freeAttempt, selection);
    try {
      await createFreeBooking.mutateAsync({
        ...freeBookingBody(event, selection, attempt.key),
        ...sent,
        ...passToSend,
      });
      freeAttempt.current = null;
      toast.success(i18n._(BOOKING_SUCCESS_MESSAGE));
      onBooked();
    } catch (failure) {
      const message = errorMessage(failure, i18n._(FREE_BOOKING_FAILED_MESSAGE));
      if (!extras.showRefusal(failure, message)) setSelectError(message);
      toast.error(message);
      if (isApiError(failure) && (failure.statusCode === 409 || failure.statusCode === 402)) {
        // Sold out, already booked, or no longer free: show what the server has now.
        freeAttempt.current = null;
        refreshAvailability();
        if (failure.code === 'CONFLICT') void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
    }
  }

  async function startPayment() {
    setSelectError(null);
    const sent = extras.prepare();
    const gstDetails = await gstDetailsToSend(gstForm, gstOpen);
    if (gstDetails === 'invalid' || !sent) return;
    if (
      checkout &&
      !paid &&
      sameSelection(checkout.selection, selection) &&
      sameGstDetails(checkout.gstDetails, gstDetails) &&
      sameExtras(checkout.extras, sent) &&
      Date.parse(checkout.intent.holdExpiresAt) - Date.now() > REUSE_HOLD_IF_MORE_THAN_MS
    ) {
      setStep('pay');
      return;
    }
    const before = paymentAttemptSent.current;
    if (!sameGstDetails(before.gstDetails, gstDetails) || !sameExtras(before.extras, sent)) {
      paymentAttempt.current = null;
    }
    paymentAttemptSent.current = { gstDetails, extras: sent };
    const attempt = attemptFor(paymentAttempt, selection);
    const quote = extras.sentCode ? extras.quote : null;
    try {
      const intent = await createIntent.mutateAsync({
        ...paymentIntentBody(event, selection),
        // The discounted total: the server prices the selection with the code and refuses any other amount.
        amount: paiseToRupees(extras.totalPaise),
        idempotencyKey: attempt.key,
        ...(gstDetails ? { gstDetails } : {}),
        ...sent,
        ...passToSend,
      });
      paymentAttempt.current = null;
      // Kept until the outcome is known: a buyer who pays and loses this page is told what became of it.
      rememberUnfinishedPurchase(purchaseOf(userId, event._id, intent));
      setCheckout({ intent, selection, gstDetails, extras: sent, quote });
      setPaid(false);
      setBookingError(null);
      setStep('pay');
      // The hold took seats: show the figures the server now has (the page's available count included).
      refreshAvailability();
    } catch (failure) {
      const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
      toast.error(message);
      // The server refused the code, a name or an answer, or the GST details: shown under that field.
      const field = isApiError(failure) ? failure.field : undefined;
      if (!extras.showRefusal(failure, message)) setSelectError(message);
      showGstDetailsRefusal(gstForm, field, message);
      // Sold out, the event changed (past, cancelled) or its prices did: fetch it again.
      if (isApiError(failure) && (failure.statusCode === 409 || failure.code === 'AMOUNT_MISMATCH')) {
        refreshAvailability();
      }
    }
  }

  async function completeBooking() {
    if (!checkout) return;
    setBookingError(null);
    try {
      await createBooking.mutateAsync(
        bookingBody(event, checkout.selection, checkout.intent.paymentIntentId, checkout.quote),
      );
      forgetUnfinishedPurchase(checkout.intent.paymentIntentId);
      announceBooked();
      onBooked();
      // The bookings cache now holds the booking: the side panel turns to "You're Registered!".
      setCheckout(null);
      setPaid(false);
      setStep('select');
      setSelection(initialSelection(event));
    } catch (failure) {
      const { message, kind } = bookingFailure(failure);
      if (kind === 'hold-lost') {
        forgetUnfinishedPurchase(checkout.intent.paymentIntentId);
        setCheckout(null);
        setPaid(false);
        setStep('select');
        setSelectError(message);
        refreshAvailability();
      } else {
        // Not paid yet: stay on the card form; paid but not booked: booking again is offered.
        setPaid(kind === 'retry');
        if (kind === 'retry') setBookingError(message);
      }
    }
  }

  const busy = createIntent.isPending || createFreeBooking.isPending;
  if (step === 'pay' && checkout) {
    return (
      <PaymentForm
        intent={checkout.intent}
        paid={paid}
        bookingError={bookingError}
        retryingBooking={createBooking.isPending}
        onPaymentSucceeded={completeBooking}
        onRetryBooking={() => void completeBooking()}
        onBack={() => setStep('select')}
        onStartAgain={backToSelection}
        onUpiStarted={(request: TestUpiRequest) =>
          rememberUnfinishedPurchase(purchaseOf(userId, event._id, checkout.intent, request))
        }
        onUpiBooked={() => void finishUpiBooking()}
        onUpiEnded={() => {
          forgetUnfinishedPurchase(checkout.intent.paymentIntentId);
          refreshAvailability();
        }}
        onUpiCancelled={() => {
          forgetUnfinishedPurchase(checkout.intent.paymentIntentId);
          backToSelection();
        }}
        invoiceTo={checkout.gstDetails}
      />
    );
  }

  const panel = (
    <BookingPanel
      event={offered.event}
      remainingSeats={offered.remainingSeats}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        setSelectError(null);
      }}
      onBook={() => void (extras.totalPaise === 0 ? bookForFree() : startPayment())}
      busy={busy}
      error={selectError}
      extras={extras}
      invoiceDetails={
        <GstDetailsFields
          form={gstForm}
          open={gstOpen}
          onOpenChange={setGstOpen}
          disabled={createIntent.isPending}
        />
      }
    />
  );
  return queuePass ? (
    <div className="space-y-4">
      {queuePass.note}
      {panel}
    </div>
  ) : (
    panel
  );
}
