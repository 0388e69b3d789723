import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * A titled card on the event page. The heading's id is `{id}-heading`, or `{name}-heading` for a section without
 * an id of its own (`name` in English letters, since the title may be in another language).
 */
export function DetailSection({
  title,
  icon,
  children,
  className,
  id,
  name,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  name?: string;
}) {
  const headingId = `${id ?? name ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
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
