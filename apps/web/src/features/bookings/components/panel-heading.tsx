import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The side panel's title with its icon tile. */
export function PanelHeading({
  icon,
  tone = 'bg-brand-100 text-brand-800',
  children,
}: {
  icon: ReactNode;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <h2 className="flex items-center gap-3 text-xl font-bold text-gray-900">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>{icon}</span>
      {children}
    </h2>
  );
}
