import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (typing in the search box asks the server once, not per key). */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(settled, value)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs, settled, isEqual]);
  return settled;
}
