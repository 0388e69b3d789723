import type { RefObject } from 'react';
import { DialogContent, DialogOverlay, DialogPortal, DialogRoot } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { VerificationOutcome } from '../components/verification-outcome';
import { ScannerBody } from './scanner-body';

export interface ScannerOverlayProps {
  open: boolean;
  onClose: () => void;
  /** The event whose tickets are being checked (shown under the title). */
  eventTitle: string | null;
  /** Verifies a code read by the camera (method 'camera'). */
  onScan: (code: string) => Promise<VerificationOutcome>;
  /** Where focus goes back when the scanner closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The scanner overlay (spec §2 Scanner overlay, §4 Scanner states): camera permission check ('Camera Access
 * Required' with 'Close Scanner'), the live environment-facing camera, Manual (tap to capture) and Auto Scan modes,
 * the Camera Ready/Unavailable and Scanning/Standby indicators, and a close button. The camera runs only while the
 * overlay is open; every opening starts with a fresh memory of codes already read.
 */
export function ScannerOverlay({ open, onClose, eventTitle, onScan, returnFocusRef }: ScannerOverlayProps) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPortal>
        <DialogOverlay className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm" />
        <DialogContent
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-night-950 text-white shadow-2xl',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100svh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-lg',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          )}
        >
          <ScannerBody eventTitle={eventTitle} onClose={onClose} onScan={onScan} />
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}
