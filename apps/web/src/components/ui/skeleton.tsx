import { cn } from '@/lib/cn';

/** A grey placeholder block; hidden from assistive technology (announce loading with text instead). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-gray-200', className)} />;
}
