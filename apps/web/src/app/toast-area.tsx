import { useSyncExternalStore } from 'react';
import { Toaster } from 'react-hot-toast';

/** The sticky header's height (h-16) and its border: toasts start below it, never over the user's name and Logout. */
const HEADER_HEIGHT_PX = 65;
/** Space between the header and the first toast, and between stacked toasts. */
const TOAST_GAP_PX = 8;
/** Above every overlay: dialogs and the scanner are z-50 (decision 0033). */
const TOAST_LAYER = 9999;
/**
 * Wide screens: top-right, under the header. A leaving toast slides up as it fades: clipped at the area's top edge
 * (only that edge; the toaster's own 16 px inset leaves room for the shadows on the others), it slides under the
 * header instead of over Logout.
 */
const WIDE_TOASTER_STYLE = {
  top: HEADER_HEIGHT_PX + TOAST_GAP_PX,
  clipPath: 'inset(0 -16px -16px -16px)',
  zIndex: TOAST_LAYER,
} as const;
/** Phones: at the bottom, away from the top of the screen, where the form being filled sits under the header. */
const NARROW_TOASTER_STYLE = { zIndex: TOAST_LAYER } as const;
const NARROW_SCREEN = '(max-width: 639px)';

function subscribeToScreenWidth(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_SCREEN);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToScreenWidth,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}

/** The toasts: top-right under the header on wide screens, bottom centre on phones (decision 0033). */
export default function ToastArea() {
  const narrow = useIsNarrowScreen();
  return (
    <Toaster
      position={narrow ? 'bottom-center' : 'top-right'}
      containerStyle={narrow ? NARROW_TOASTER_STYLE : WIDE_TOASTER_STYLE}
      gutter={TOAST_GAP_PX}
    />
  );
}
