import { Trans, useLingui } from '@lingui/react/macro';
import CalendarX from 'lucide-react/icons/calendar-x';
import Compass from 'lucide-react/icons/compass';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The event page when the event could not be loaded: 'Event Not Found', the message, 'Browse Other Events'. */
export function EventNotFound({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t`Event Not Found — TicketMela`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CalendarX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-gray-900 sm:text-4xl">
        <Trans>Event Not Found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-gray-700">{message}</p>
      <Link to={paths.events} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <Compass aria-hidden="true" className="size-4" />
        <Trans>Browse Other Events</Trans>
      </Link>
    </div>
  );
}
