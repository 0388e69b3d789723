import { useLingui } from '@lingui/react/macro';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
} from './dialog';
import { inputClasses } from './field';

export type ConfirmVariant = 'danger' | 'primary' | 'warning' | 'success';

const confirmColours: Record<ConfirmVariant, string> = {
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  warning: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:outline-amber-700',
  success: 'bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700',
};

const iconColours: Record<ConfirmVariant, string> = {
  danger: 'bg-red-100 text-red-700',
  primary: 'bg-brand-100 text-brand-800',
  warning: 'bg-amber-100 text-amber-800',
  success: 'bg-green-100 text-green-800',
};

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
  /** Ask for a reason; confirm stays disabled while it is blank after trimming. */
  requireReason?: boolean;
  /** Ask for a reason that may stay empty (ignored when requireReason is set). */
  askReason?: boolean;
  reasonLabel?: string;
  reasonPlaceholder?: string;
  reasonMaxLength?: number;
  /** Disables both buttons and keeps the dialog open while the action runs. */
  busy?: boolean;
  busyText?: string;
  /** Receives the trimmed reason ('' when none was asked). */
  onConfirm: (reason: string) => void;
  /** More of the form, above the buttons (a password the action needs, say). */
  children?: ReactNode;
  /** False keeps confirm disabled (what `children` asks for is not given yet). */
  canConfirm?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  cancelText,
  variant = 'danger',
  requireReason = false,
  askReason = false,
  reasonLabel,
  reasonPlaceholder,
  reasonMaxLength = 500,
  busy = false,
  busyText,
  onConfirm,
  children,
  canConfirm = true,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const reasonId = useId();

  useEffect(() => {
    if (open) setReason('');
  }, [open]);

  const trimmed = reason.trim();
  const confirmDisabled = busy || !canConfirm || (requireReason && trimmed.length === 0);

  function changeOpen(next: boolean) {
    if (busy && !next) return;
    onOpenChange(next);
  }

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogPortal>
        <DialogOverlay className="fixed inset-0 z-50 bg-night-950/60 backdrop-blur-sm" />
        <DialogContent
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <div className="flex items-start gap-4">
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-full',
                iconColours[variant],
              )}
            >
              <TriangleAlert aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-bold text-gray-900">{title}</DialogTitle>
              <DialogDescription className="mt-2 text-sm text-gray-700">{description}</DialogDescription>
            </div>
            <DialogClose
              className="-mt-1 -mr-2 rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50"
              aria-label={t`Close`}
              disabled={busy}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogClose>
          </div>

          <form
            className="mt-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmDisabled) onConfirm(trimmed);
            }}
          >
            {requireReason || askReason ? (
              <div className="mb-5 space-y-1.5">
                <div className="flex items-baseline gap-0.5 text-sm font-medium">
                  <label htmlFor={reasonId} className="text-gray-800">
                    {reasonLabel ?? t`Reason`}
                  </label>
                  {requireReason ? (
                    <span aria-hidden="true" className="text-red-700">
                      *
                    </span>
                  ) : null}
                </div>
                <textarea
                  id={reasonId}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  placeholder={reasonPlaceholder}
                  maxLength={reasonMaxLength}
                  rows={3}
                  required={requireReason}
                  aria-required={requireReason ? 'true' : undefined}
                  disabled={busy}
                  className={inputClasses(false, 'resize-y')}
                />
              </div>
            ) : null}
            {children ? <div className="mb-5 space-y-3">{children}</div> : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
                {cancelText ?? t`Cancel`}
              </DialogClose>
              <button
                type="submit"
                disabled={confirmDisabled}
                aria-busy={busy || undefined}
                className={cn(
                  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold shadow-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
                  confirmColours[variant],
                )}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                {busy && busyText ? busyText : (confirmText ?? t`Confirm`)}
              </button>
            </div>
          </form>
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}
