import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/** The side panel's title with its icon tile. `headingRef` lets a panel move focus to its title when it appears. */
export function PanelHeading({
  icon,
  tone = 'bg-brand-100 text-brand-800',
  headingRef,
  children,
}: {
  icon: ReactNode;
  tone?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="flex items-center gap-3 text-xl font-bold text-gray-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>{icon}</span>
      {children}
    </h2>
  );
}
