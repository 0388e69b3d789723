import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
} from './dialog';

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

/**
 * A titled dialog on the app's dialog primitive (focus trapped, and handed back to the opener on close; Escape
 * closes; the page behind is inert): header with a close button, a body that scrolls on short screens, and an
 * optional footer of actions.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  eyebrow,
  children,
  footer,
  size = 'md',
  locked = false,
  footerLayout = 'stack',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: status badges, say. */
  eyebrow?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** While an action runs the dialog cannot be dismissed. */
  locked?: boolean;
  /** 'stack': full-width buttons on a phone (a form's Cancel and submit); 'wrap': a row of small links. */
  footerLayout?: 'stack' | 'wrap';
}) {
  const { t } = useLingui();
  function changeOpen(next: boolean) {
    if (locked && !next) return;
    onOpenChange(next);
  }
  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogPortal>
        <DialogOverlay className="fixed inset-0 z-50 bg-night-950/60 backdrop-blur-sm" />
        <DialogContent
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-4 border-b border-gray-200 p-5 sm:p-6">
            <div className="min-w-0 flex-1">
              {eyebrow ? <div className="mb-2">{eyebrow}</div> : null}
              <DialogTitle className="text-lg font-bold text-gray-900 sm:text-xl">{title}</DialogTitle>
              {description ? (
                <DialogDescription className="mt-1 text-sm text-gray-700">{description}</DialogDescription>
              ) : null}
            </div>
            <DialogClose
              className="-mt-1 -mr-2 rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50"
              aria-label={t`Close`}
              disabled={locked}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogClose>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">{children}</div>
          {footer ? (
            <div
              className={cn(
                'border-t border-gray-200 p-5 sm:p-6',
                footerLayout === 'stack'
                  ? 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end'
                  : 'flex flex-wrap justify-end gap-2 sm:gap-3',
              )}
            >
              {footer}
            </div>
          ) : null}
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}

/** Closes the surrounding Modal (a footer's Cancel button). */
export const ModalClose = DialogClose;
