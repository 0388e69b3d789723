import type { ReactNode } from 'react';

/** An admin page's title, a line about it, and its buttons. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
  before,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title (the Back button). */
  before?: ReactNode;
}) {
  return (
    <header className="space-y-4">
      <title>{`${title} — TicketMela`}</title>
      {before}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-gray-700">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
