import type { ReactNode } from 'react';

/** A section's heading with an icon, an optional count and an optional action on the right. */
export function SectionHeader({
  id,
  title,
  icon,
  count,
  action,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  count?: number | undefined;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-gray-900">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          {icon}
        </span>
        {title}
        {count !== undefined ? (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-semibold text-gray-700">
            {count.toLocaleString('en-IN')}
          </span>
        ) : null}
      </h2>
      {action}
    </div>
  );
}
