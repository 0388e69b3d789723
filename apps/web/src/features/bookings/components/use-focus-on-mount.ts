import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to an element when it appears (and `enabled` is true): a panel that
 * replaces the one the user was acting in takes the focus with it, instead of leaving it on a button that is gone.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [enabled]);
  return ref;
}
