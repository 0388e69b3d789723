import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckInMethod } from '@ticketmela/domain';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { domainText } from '@/i18n/domain-text';
import { errorMessage } from '@/lib/api-client';
import { checkInKeys } from '../api/keys';
import { useUndoCheckInMutation } from '../api/undo-check-in';
import { verifyTicket } from '../api/verify-ticket';
import { isConnectionFailure, ONLINE_ANSWER_WAIT_MS, timedOut, within } from '../offline/connectivity';
import { doorDeviceId } from '../offline/device-id';
import type { OfflineDoor } from '../offline/use-offline-door';
import { failureOutcome, OFFLINE_UNAVAILABLE, type VerificationOutcome } from './verification-outcome';

export const VERIFIED_TOAST = msg`Ticket verified successfully!`;
export const ADMITTED_OFFLINE_TOAST = msg`Ticket admitted offline`;
const TOAST_ID = 'ticket-verification';

/**
 * Verifying at the door: sends the ticket for the chosen event, keeps the last outcome for the result panel, and
 * says it in a toast (the spec's 'Ticket verified successfully!', or the server's reason / 'Error verifying
 * ticket'). Without a network, or when the server has not answered within 1.5 s and the check-in list is on this
 * device, the door decides from that list (offline mode) under the same scan nonce, so the scan counts once whichever way it reaches the
 * server. The outcome belongs to the event it was made for: choosing another event clears it.
 */
export function useTicketVerification(eventId: string | null, door: OfflineDoor) {
  const queryClient = useQueryClient();
  const undoMutation = useUndoCheckInMutation();
  const [isVerifying, setVerifying] = useState(false);
  const [result, setResult] = useState<{ eventId: string; outcome: VerificationOutcome } | null>(null);
  const currentEvent = useRef(eventId);
  currentEvent.current = eventId;
  const doorRef = useRef(door);
  doorRef.current = door;

  const decideOffline = useCallback(
    async (qrData: string, given?: { nonce: string; scannedAt: string }): Promise<VerificationOutcome> => {
      const verdict = await doorRef.current.decideOffline(qrData, given);
      if (!verdict) {
        return { status: 'failure', message: i18n._(OFFLINE_UNAVAILABLE), code: null, retryable: false };
      }
      if (verdict.verdict === 'admitted') {
        toast.success(i18n._(ADMITTED_OFFLINE_TOAST), { id: TOAST_ID });
        return {
          status: 'offline-admitted',
          message: t`Admitted offline. The check-in is sent to the server when the network returns.`,
          entry: verdict.entry,
        };
      }
      // The domain's refusal (checkTicketOffline), in the current language.
      const message = domainText(verdict.message);
      toast.error(message, { id: TOAST_ID });
      return { status: 'failure', message, code: verdict.code, retryable: false };
    },
    [],
  );

  const verifyOnline = useCallback(
    async (qrData: string, forEvent: string, method: CheckInMethod): Promise<VerificationOutcome> => {
      const scan = { nonce: crypto.randomUUID(), scannedAt: new Date().toISOString() };
      const request = verifyTicket({
        qrData,
        eventId: forEvent,
        method,
        nonce: scan.nonce,
        deviceId: doorDeviceId(),
      });
      // A refusal can also mean someone else just checked the ticket in: refresh the count either way (also when
      // the answer arrives after the door has decided on its own).
      request
        .finally(() => queryClient.invalidateQueries({ queryKey: checkInKeys.event(forEvent) }))
        .catch(() => undefined);
      try {
        let answer = await within(request, ONLINE_ANSWER_WAIT_MS);
        if (timedOut(answer)) {
          // Without a list on this device the door could only refuse: a slow server's answer is worth waiting for.
          if (doorRef.current.snapshot.list) return decideOffline(qrData, scan);
          answer = await request;
        }
        toast.success(i18n._(VERIFIED_TOAST), { id: TOAST_ID });
        return { status: 'success', message: answer.message, booking: answer.booking, method };
      } catch (error) {
        if (isConnectionFailure(error)) return decideOffline(qrData, scan);
        const outcome = failureOutcome(error);
        toast.error(outcome.message, { id: TOAST_ID });
        return outcome;
      }
    },
    [decideOffline, queryClient],
  );

  const verify = useCallback(
    async (qrData: string, method: CheckInMethod): Promise<VerificationOutcome> => {
      const forEvent = currentEvent.current;
      if (!forEvent) return failureOutcome(new Error('No event chosen'));
      setVerifying(true);
      try {
        const offline = doorRef.current.mode === 'offline' || !navigator.onLine;
        const outcome = offline ? await decideOffline(qrData) : await verifyOnline(qrData, forEvent, method);
        setResult({ eventId: forEvent, outcome });
        return outcome;
      } finally {
        setVerifying(false);
      }
    },
    [decideOffline, verifyOnline],
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
        toast.error(errorMessage(error, t`Failed to undo the check-in`), { id: TOAST_ID });
        return false;
      }
    },
    [result, undoMutation.mutateAsync],
  );

  return {
    outcome: result && result.eventId === eventId ? result.outcome : null,
    verify,
    isVerifying,
    undo,
    isUndoing: undoMutation.isPending,
  };
}
