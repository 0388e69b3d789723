import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { Skeleton } from './skeleton';

const ROW_KEYS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Placeholder rows (at most 8) while a list loads, announced to screen readers as `label`. */
export function ListSkeleton({
  label,
  rows = 4,
  rowClassName,
}: {
  label: string;
  rows?: number;
  rowClassName: string;
}) {
  return (
    <div className="space-y-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={cn(rowClassName, 'w-full')} />
      ))}
    </div>
  );
}

/** A load that failed with nothing to show: the message and 'Try again'. */
export function LoadFailed({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <Alert title={title}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

/** An empty list: an icon in a round badge, a title and a line of explanation. */
export function EmptyState({
  icon,
  iconClassName = 'bg-gray-100 text-gray-700',
  title,
  children,
}: {
  icon: ReactNode;
  iconClassName?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', iconClassName)}>
        {icon}
      </span>
      <p className="mt-4 text-lg font-semibold text-gray-900">{title}</p>
      {children}
    </Card>
  );
}
