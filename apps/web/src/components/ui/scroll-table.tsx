import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A wide table in a horizontally scrolling region (positioned, so visually hidden text inside stays inside). The region is named and focusable, so keyboard users can scroll
 * it with the arrow keys on a narrow screen (WCAG 2.1.1, and axe's scrollable-region-focusable rule).
 */
export function ScrollTable({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children}
    </section>
  );
}

export const th =
  'px-3 py-3 first:pl-4 last:pr-4 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';
export const td = 'px-3 py-3 first:pl-4 last:pr-4 align-top text-sm text-gray-800';
/** A row's header cell (the row's name), left-aligned like the other cells. */
export const rowTh = `${td} text-left font-normal`;
