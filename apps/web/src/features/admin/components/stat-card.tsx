import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** One figure with its label and icon; a grey block while it loads. */
export function StatCard({
  label,
  value,
  icon,
  accent,
}: {
  label: string;
  /** null while loading. */
  value: ReactNode | null;
  icon: ReactNode;
  accent: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12', accent)}>
        {icon}
      </span>
      <dl className="min-w-0 flex-1">
        <dt className="text-sm font-medium text-gray-700">{label}</dt>
        <dd className="mt-0.5 truncate text-xl font-bold text-gray-900 sm:text-2xl">
          {value === null ? <Skeleton className="h-7 w-16" /> : value}
        </dd>
      </dl>
    </Card>
  );
}

export const countText = (value: number) => value.toLocaleString('en-IN');
