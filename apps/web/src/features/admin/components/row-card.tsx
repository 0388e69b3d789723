import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One table row as a card on a narrow screen: a heading, label/value facts, and the row's actions. */
export function RowCard({
  label,
  heading,
  badge,
  note,
  children,
  actions,
  className,
}: {
  /** The card's accessible name (what the row is about). */
  label: string;
  heading: ReactNode;
  badge?: ReactNode;
  /** A line of text under the heading (a description, a message preview). */
  note?: ReactNode;
  /** RowFact items. */
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <article
      aria-label={label}
      className={cn('rounded-2xl border border-gray-200 bg-white p-4 shadow-sm', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">{heading}</div>
        {badge ? <div className="shrink-0">{badge}</div> : null}
      </div>
      {note ? <p className="mt-2 text-sm break-words text-gray-700">{note}</p> : null}
      {children ? <dl className="mt-3 space-y-2 text-sm">{children}</dl> : null}
      {actions ? <div className="mt-4 border-t border-gray-100 pt-3">{actions}</div> : null}
    </article>
  );
}

/** A label and its value inside a RowCard. */
export function RowFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-gray-900">{children}</dd>
    </div>
  );
}
