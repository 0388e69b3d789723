import type { CheckInMethod } from '@ticketmela/domain';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { useUndoCheckInMutation } from '../api/undo-check-in';
import { useVerifyTicketMutation } from '../api/verify-ticket';
import { failureOutcome, type VerificationOutcome } from './verification-outcome';

export const VERIFIED_TOAST = 'Ticket verified successfully!';
const TOAST_ID = 'ticket-verification';

/**
 * Verifying at the door: sends the ticket for the chosen event, keeps the last outcome for the result panel, and
 * says it in a toast (the spec's 'Ticket verified successfully!', or the server's reason / 'Error verifying
 * ticket'). The outcome belongs to the event it was made for: choosing another event clears it.
 */
export function useTicketVerification(eventId: string | null) {
  const verifyMutation = useVerifyTicketMutation();
  const undoMutation = useUndoCheckInMutation();
  const [result, setResult] = useState<{ eventId: string; outcome: VerificationOutcome } | null>(null);
  const currentEvent = useRef(eventId);
  currentEvent.current = eventId;

  const verify = useCallback(
    async (qrData: string, method: CheckInMethod): Promise<VerificationOutcome> => {
      const forEvent = currentEvent.current;
      if (!forEvent) return failureOutcome(new Error('No event chosen'));
      let outcome: VerificationOutcome;
      try {
        const answer = await verifyMutation.mutateAsync({ qrData, eventId: forEvent, method });
        outcome = { status: 'success', message: answer.message, booking: answer.booking, method };
        toast.success(VERIFIED_TOAST, { id: TOAST_ID });
      } catch (error) {
        outcome = failureOutcome(error);
        toast.error(outcome.message, { id: TOAST_ID });
      }
      setResult({ eventId: forEvent, outcome });
      return outcome;
    },
    [verifyMutation.mutateAsync],
  );

  const undo = useCallback(
    async (reason: string): Promise<boolean> => {
      const last = result?.outcome;
      if (!result || last?.status !== 'success') return false;
      try {
        const answer = await undoMutation.mutateAsync({
          bookingId: last.booking._id,
          eventId: result.eventId,
          reason,
        });
        toast.success(answer.message, { id: TOAST_ID });
        setResult({
          eventId: result.eventId,
          outcome: { status: 'undone', message: answer.message, booking: answer.booking },
        });
        return true;
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to undo the check-in'), { id: TOAST_ID });
        return false;
      }
    },
    [result, undoMutation.mutateAsync],
  );

  return {
    outcome: result && result.eventId === eventId ? result.outcome : null,
    verify,
    isVerifying: verifyMutation.isPending,
    undo,
    isUndoing: undoMutation.isPending,
  };
}
