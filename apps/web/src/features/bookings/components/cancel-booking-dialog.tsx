import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Booking, CancelTicketsBody } from '@ticketmela/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import {
  cancelTicketsBody,
  chosenCount,
  everyTicket,
  isEveryTicket,
  type TicketChoice,
} from './cancel-choice';
import { CancelTicketsChooser } from './cancel-tickets-chooser';
import { CancellationQuoteSummary, type QuoteState } from './cancellation-quote-summary';
import { useCancelBooking } from './use-cancel-booking';
import { useCancelTickets } from './use-cancel-tickets';

export interface CancelBookingDialogProps {
  /** The booking to cancel: its event's title for the question, its tickets to choose from. */
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the whole booking was cancelled (the toasts are already on their way), not after some tickets. */
  onCancelled?: () => void;
}

function useQuoteState(bookingId: string, body: CancelTicketsBody, enabled: boolean) {
  const quote = useCancellationQuote(bookingId, body, enabled);
  let state: QuoteState;
  if (!enabled) state = { status: 'idle' };
  else if (quote.isSuccess) state = { status: 'success', quote: quote.data };
  else if (quote.isError && !quote.isFetching)
    state = { status: 'error', error: quote.error, retry: () => void quote.refetch() };
  else state = { status: 'pending' };
  return state;
}

/**
 * 'Cancel Booking' behind the confirm dialog, for the dashboard, the ticket page and the event page's "You're
 * Registered!" panel. A booking of more than one ticket chooses how many (or how many of each category line), every
 * ticket to start with. Before confirming it shows what the server would refund for exactly that choice; confirming
 * cancels those tickets, or the whole booking when every ticket is chosen. The dialog stays open (its controls
 * disabled) while the cancellation runs, then closes either way.
 */
export function CancelBookingDialog({ booking, open, onOpenChange, onCancelled }: CancelBookingDialogProps) {
  const { t } = useLingui();
  const wholeBooking = useCancelBooking();
  const someTickets = useCancelTickets();
  const busy = wholeBooking.isPending || someTickets.isPending;
  // Null until the person changes it: every ticket of the booking as it is when the dialog opens.
  const [chosen, setChosen] = useState<TicketChoice | null>(null);
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);

  const choice = chosen ?? everyTicket(booking);
  const count = chosenCount(choice);
  const every = isEveryTicket(booking, choice);
  const body = cancelTicketsBody(booking, choice);
  const quote = useQuoteState(booking._id, body, open && count > 0);

  const title = booking.eventId?.title;
  // The question and the confirm button for the choice: the booking's own texts when every ticket is chosen.
  const { question, confirmText } = every
    ? {
        question: title
          ? t`Are you sure you want to cancel your booking for "${title}"?`
          : t`Are you sure you want to cancel this booking?`,
        confirmText: t`Yes, Cancel Booking`,
      }
    : count === 0
      ? {
          question: title
            ? t`Which tickets of your booking for "${title}" do you want to cancel?`
            : t`Which tickets of your booking do you want to cancel?`,
          confirmText: t`Yes, Cancel Tickets`,
        }
      : {
          question: title
            ? t`Are you sure you want to cancel ${plural(count, { one: '# ticket', other: '# tickets' })} of your booking for "${title}"?`
            : t`Are you sure you want to cancel ${plural(count, { one: '# ticket', other: '# tickets' })} of your booking?`,
          confirmText: t`Yes, Cancel ${plural(count, { one: '# Ticket', other: '# Tickets' })}`,
        };

  async function confirm() {
    if (quote.status !== 'success') return;
    if (quote.quote.wholeBooking) {
      const cancelled = await wholeBooking.cancel(booking._id);
      onOpenChange(false);
      if (cancelled) onCancelled?.();
      return;
    }
    await someTickets.cancelTickets(booking._id, body, quote.quote.quantity);
    onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cancel Booking`}
      description={`${question} ${t`This cannot be undone.`}`}
      confirmText={confirmText}
      cancelText={t`Keep Booking`}
      busy={busy}
      busyText={t`Cancelling...`}
      variant="danger"
      canConfirm={quote.status === 'success'}
      onConfirm={() => void confirm()}
    >
      {booking.totalQuantity > 1 ? (
        <CancelTicketsChooser booking={booking} choice={choice} onChange={setChosen} disabled={busy} />
      ) : null}
      <CancellationQuoteSummary state={quote} dateChangedSinceBooking={booking.dateChangedSinceBooking} />
    </ConfirmDialog>
  );
}
