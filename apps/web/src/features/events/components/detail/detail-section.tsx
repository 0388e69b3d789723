import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card on the event page. */
export function DetailSection({
  title,
  icon,
  children,
  className,
  id,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section id={id} aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-gray-900 sm:text-xl">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            {icon}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
