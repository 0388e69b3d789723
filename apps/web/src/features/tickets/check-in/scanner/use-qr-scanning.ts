import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { VerificationOutcome } from '../components/verification-outcome';
import { captureFrame, readFrame } from './capture-frame';
import { loadQrDecoder } from './qr-decoder';
import { createRecentCodes } from './recent-codes';

/**
 * Spec §9: Auto Scan reads once per second; a manual capture shows 'Scanning' for 2 seconds. Auto Scan runs until the
 * door staff stop it (issue 24, decision 0035; the spec's original stopped after each code).
 */
export const AUTO_SCAN_INTERVAL_MS = 1_000;
export const MANUAL_SCAN_INDICATOR_MS = 2_000;

export const SCAN_ERROR_TOAST = msg`Error scanning QR code. Please try again.`;
export const NO_CODE_NOTE = msg`No QR code found. Hold the ticket inside the frame and tap again.`;
export const REPEAT_NOTE = msg`This ticket was just scanned. Point the camera at the next ticket.`;

type ScanResult = 'read' | 'repeat' | 'none' | 'error' | 'busy';

/**
 * The scanner's loop: capture a JPEG frame, decode it, and hand a new code to `onCode` (which verifies it). A code
 * still in view, or back in view within the repeat window, is not sent twice; an unreadable frame or a decoder fault never stops the
 * scanner (a fault shows the spec's toast). Auto Scan keeps reading guest after guest until it is switched off; while
 * a code is being verified the frames in between are skipped.
 */
export function useQrScanning({
  videoRef,
  cameraReady,
  onCode,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  cameraReady: boolean;
  onCode: (code: string) => Promise<VerificationOutcome>;
}) {
  const [autoScan, setAutoScan] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [note, setNote] = useState<MessageDescriptor | null>(null);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  const busy = useRef(false);
  const recent = useRef(createRecentCodes());
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const captureTimer = useRef<number | undefined>(undefined);

  // Fetch the decoder while the camera starts, so the first capture does not wait for it.
  useEffect(() => {
    loadQrDecoder().catch((error: unknown) => console.error('QR decoder could not be loaded', error));
    return () => window.clearTimeout(captureTimer.current);
  }, []);

  const handleCode = useCallback(async (code: string): Promise<ScanResult> => {
    if (!recent.current.admit(code)) {
      setNote(REPEAT_NOTE);
      return 'repeat';
    }
    setNote(null);
    setVerifying(true);
    try {
      const result = await onCodeRef.current(code);
      // Never judged (network, server fault): the door may try the same ticket again straight away.
      if (result.status === 'failure' && result.retryable) recent.current.forget(code);
      setOutcome(result);
    } finally {
      setVerifying(false);
    }
    return 'read';
  }, []);

  const scanOnce = useCallback(async (): Promise<ScanResult> => {
    const video = videoRef.current;
    if (!video || busy.current) return 'busy';
    busy.current = true;
    try {
      canvas.current ??= document.createElement('canvas');
      const frame = await captureFrame(video, canvas.current);
      if (!frame) return 'none';
      const decoder = await loadQrDecoder();
      const code = await readFrame(frame, (image) => decoder.decode(image));
      if (code === null) {
        recent.current.noCodeInView();
        return 'none';
      }
      return await handleCode(code);
    } catch (error) {
      console.error('QR scan failed', error);
      toast.error(i18n._(SCAN_ERROR_TOAST), { id: 'qr-scan-error' });
      return 'error';
    } finally {
      busy.current = false;
    }
  }, [videoRef, handleCode]);

  useEffect(() => {
    if (!autoScan || !cameraReady) return;
    let running = true;
    const tick = () => {
      if (running) void scanOnce();
    };
    tick();
    const timer = window.setInterval(tick, AUTO_SCAN_INTERVAL_MS);
    return () => {
      running = false;
      window.clearInterval(timer);
    };
  }, [autoScan, cameraReady, scanOnce]);

  /** Manual mode: one capture on a tap, with the 'Scanning' state shown for 2 seconds. */
  const capture = useCallback(() => {
    if (!cameraReady || verifying) return;
    setNote(null);
    setCapturing(true);
    window.clearTimeout(captureTimer.current);
    captureTimer.current = window.setTimeout(() => setCapturing(false), MANUAL_SCAN_INDICATOR_MS);
    void scanOnce().then((result) => {
      if (result === 'none') setNote(NO_CODE_NOTE);
    });
  }, [cameraReady, verifying, scanOnce]);

  const toggleAutoScan = useCallback(() => {
    setNote(null);
    setAutoScan((on) => !on);
  }, []);

  const chooseManual = useCallback(() => setAutoScan(false), []);

  return {
    autoScan,
    toggleAutoScan,
    chooseManual,
    capture,
    scanning: autoScan || capturing,
    verifying,
    note,
    outcome,
  };
}
