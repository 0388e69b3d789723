import { type RefObject, useEffect } from 'react';

/**
 * Scrolls `ref` into view whenever `value` changes to something new: on a phone the result of a verification
 * appears below the fold, and the person at the door must see it without scrolling.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, value: unknown) {
  useEffect(() => {
    if (value === null || value === undefined) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // jsdom and old browsers have no scrollIntoView options; nothing to do there.
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [ref, value]);
}
