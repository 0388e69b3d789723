import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { findOpener, returnFocus } from './return-focus';

/**
 * The one dialog primitive of the app: Radix's accessible dialog (focus trapped, Escape closes, the page behind
 * inert), with its content replaced by `DialogContent`. Features build on `Modal` and `ConfirmDialog`, or on these
 * parts when a dialog needs its own frame (the scanner).
 */
export const DialogRoot = RadixDialog.Root;
export const DialogPortal = RadixDialog.Portal;
export const DialogOverlay = RadixDialog.Overlay;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

/** Toasts are drawn above dialogs; pressing one must not count as a press outside the dialog and close it. */
function isInsideToaster(target: EventTarget | null) {
  return target instanceof Element && target.closest('[data-rht-toaster]') !== null;
}

/**
 * Radix's dialog content, which hands focus back to the control that opened the dialog when it closes (Radix does
 * that only for its own Trigger, and our dialogs are opened from state), or to the page's main heading when that
 * control is gone (decision 0033).
 */
export function DialogContent({
  onCloseAutoFocus,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof RadixDialog.Content>) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own effect), so focus is still on the opener.
  useLayoutEffect(() => {
    opener.current = findOpener();
  }, []);
  return (
    <RadixDialog.Content
      {...props}
      onPointerDownOutside={(event) => {
        if (isInsideToaster(event.target)) event.preventDefault();
        onPointerDownOutside?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        returnFocus(opener.current);
      }}
    />
  );
}
