import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'yellow' | 'gray';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  orange: 'bg-brand-100 text-brand-900 ring-brand-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-200',
  gray: 'bg-gray-100 text-gray-800 ring-gray-200',
};

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
