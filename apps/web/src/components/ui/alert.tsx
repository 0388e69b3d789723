import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-900', Icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: CircleAlert },
} as const;

/** An inline message box; errors are announced (role alert), the rest are plain notes. */
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'note'}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
