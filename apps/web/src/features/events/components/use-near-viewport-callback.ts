import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the returned element comes within `margin` of the viewport, while `enabled`: the event
 * list puts it after the last card to load the next page before the visitor reaches the end. A new `watchKey` (the
 * number of cards shown) looks again, so a page that still leaves the element in view loads the next one. Where the
 * browser has no IntersectionObserver nothing happens (the 'Load more' button still works).
 */
export function useNearViewportCallback<T extends Element>(
  onNear: () => void,
  { enabled, watchKey, margin = '600px' }: { enabled: boolean; watchKey: unknown; margin?: string },
) {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  callback.current = onNear;

  // watchKey is not read: a new one only restarts the observer, which then reports the element's state afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: watchKey restarts the observer on purpose
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin, watchKey]);

  return ref;
}
