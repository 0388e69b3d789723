import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/** A waiting-room card's title with its icon tile (as the booking panel's); `headingRef` lets focus land on it. */
export function RoomHeading({
  icon,
  tone = 'bg-night-100 text-night-800',
  headingRef,
  level = 2,
  children,
}: {
  icon: ReactNode;
  tone?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="flex items-center gap-3 text-xl font-bold text-gray-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>{icon}</span>
      <span className="min-w-0">{children}</span>
    </Heading>
  );
}
