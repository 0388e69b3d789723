import { type Event, type PromoQuote, ticketSlots } from '@ticketmela/domain';
import {
  type AttendeeDetails,
  type AttendeeDetailsBody,
  useAttendeeDetails,
} from '@/components/checkout/use-attendee-details';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useEventQuestions } from '../api/get-event-questions';
import type { SelectionSummary } from './booking-selection';
import { quoteSelection } from './promo-quote';
import { isPromoRefusal, type PromoCodeState, usePromoCode } from './use-promo-code';

/** What a purchase sends besides the selection: the promo code (when it lowers the tickets chosen) and the names. */
export type CheckoutExtras = AttendeeDetailsBody & { promoCode?: string };

export interface CheckoutExtrasState {
  promo: PromoCodeState;
  /** The selection under the applied code (every line at its list price without one). */
  quote: PromoQuote;
  /** The code that will be sent: applied, and lowering some ticket chosen. */
  sentCode: string | null;
  /** A code is applied but lowers none of the tickets chosen. */
  notApplicable: boolean;
  /** What the buyer pays, in paise. */
  totalPaise: number;
  questionsStatus: 'pending' | 'error' | 'success';
  retryQuestions: () => void;
  details: AttendeeDetails;
  /** The extras to send, or null when the names or answers need fixing (shown) or the questions are not in. */
  prepare: () => CheckoutExtras | null;
  /** Shows a refusal where it belongs (the code's field, or a name or answer); true when it was one of those. */
  showRefusal: (failure: unknown, message: string) => boolean;
}

/** Two sets of extras are the same request (a hold, or an idempotency key, is reused only for the same). */
export function sameExtras(a: CheckoutExtras | undefined, b: CheckoutExtras | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The booking panel's promo code and "Who's going?" for the current selection, priced and checked as the server
 * will: applyPromo for the total, checkCheckoutDetails for the names and answers.
 */
export function useCheckoutExtras(event: Event, summary: SelectionSummary): CheckoutExtrasState {
  const { user } = useSession();
  const promo = usePromoCode(event._id);
  const questionsQuery = useEventQuestions(event._id);
  const lines =
    summary.lines.length > 0
      ? summary.lines.map((line) => ({ categoryName: line.categoryName, quantity: line.quantity }))
      : [{ categoryName: null, quantity: summary.quantity }];
  const details = useAttendeeDetails({
    slots: ticketSlots(lines),
    questions: questionsQuery.data ?? [],
    buyerName: user?.name ?? '',
  });
  const quote = quoteSelection(event, summary, promo.applied);
  const sentCode = promo.applied && quote.applies ? promo.applied.code : null;

  return {
    promo,
    quote,
    sentCode,
    notApplicable: promo.applied !== null && summary.quantity > 0 && !quote.applies,
    totalPaise: sentCode ? quote.totalPaise : summary.totalPaise,
    questionsStatus: questionsQuery.status,
    retryQuestions: () => void questionsQuery.refetch(),
    details,
    prepare: () => {
      if (!questionsQuery.isSuccess) return null;
      const body = details.validate();
      if (!body) return null;
      return sentCode ? { ...body, promoCode: sentCode } : body;
    },
    showRefusal: (failure, message) => {
      if (isPromoRefusal(failure)) {
        promo.refuse(message);
        return true;
      }
      return details.showServerIssue(isApiError(failure) ? failure.field : undefined, message);
    },
  };
}
