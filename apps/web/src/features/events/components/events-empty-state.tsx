import { Trans } from '@lingui/react/macro';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CalendarX from 'lucide-react/icons/calendar-x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The 'nothing here' panel of the home and list pages, with the spec's 'Create the first event' link. */
export function EventsEmptyState({
  title,
  description,
  headingLevel = 'h3',
  children,
}: {
  title: string;
  description?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Extra actions (the list page offers to clear its filters). */
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CalendarX aria-hidden="true" className="size-8" />
      </span>
      <Heading className="mt-5 text-xl font-bold text-gray-900">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-gray-700">{description}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.createEvent} className={buttonClasses()}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          <Trans>Create the first event</Trans>
        </Link>
        {children}
      </div>
    </div>
  );
}
