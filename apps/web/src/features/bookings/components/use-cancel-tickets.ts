import { plural, t } from '@lingui/core/macro';
import type { CancelTicketsBody, CancelTicketsResponse } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { formatInr } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useCancelTicketsMutation } from '../api/cancel-tickets';
import { cancellationFailureMessage } from './use-cancel-booking';

/** The toast after some tickets were cancelled: how many, and what became of their refund (built when it comes). */
export function ticketsCancelledMessage(count: number, refund: CancelTicketsResponse['refund']): string {
  const amount = formatInr(refund.amount);
  switch (refund.status) {
    case 'processed':
      return t`${plural(count, { one: '# ticket', other: '# tickets' })} cancelled. Refund of ${amount} processed.`;
    case 'pending':
      return t`${plural(count, { one: '# ticket', other: '# tickets' })} cancelled. Refund of ${amount} is being processed.`;
    case 'failed':
      return t`${plural(count, { one: '# ticket', other: '# tickets' })} cancelled. Refund of ${amount} failed - please contact support.`;
    case 'none':
      return t`${plural(count, { one: '# ticket', other: '# tickets' })} cancelled. No refund applicable.`;
  }
}

/**
 * Cancelling some tickets of a booking and keeping the rest, with a toast of the outcome; a failure shows the
 * server's message, as cancelling the whole booking does. Resolves true when the tickets were cancelled (the
 * booking and its ticket are fetched again, so the screens show what is left).
 */
export function useCancelTickets() {
  const user = useCurrentUser();
  const mutation = useCancelTicketsMutation(user._id);

  async function cancelTickets(bookingId: string, body: CancelTicketsBody, count: number): Promise<boolean> {
    try {
      const { refund } = await mutation.mutateAsync({ bookingId, body });
      const message = ticketsCancelledMessage(count, refund);
      if (refund.status === 'failed') toast.error(message);
      else toast.success(message);
      return true;
    } catch (failure) {
      toast.error(cancellationFailureMessage(failure));
      return false;
    }
  }

  return { cancelTickets, isPending: mutation.isPending };
}
