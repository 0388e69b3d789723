import { Trans } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The top of an organizer's page about one event (its waitlist, waiting room, promo codes, questions): back to the
 * dashboard, then the page's icon and heading with the event's title under it once it is known.
 */
export function OrganizerEventHeader({
  icon,
  title,
  eventTitle,
}: {
  icon: ReactNode;
  title: ReactNode;
  eventTitle?: string;
}) {
  return (
    <div>
      <Link
        to={paths.organizer}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Organizer Dashboard</Trans>
      </Link>
      <header className="mt-2 flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          {icon}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
          {eventTitle !== undefined ? <p className="mt-1 break-words text-gray-700">{eventTitle}</p> : null}
        </div>
      </header>
    </div>
  );
}
