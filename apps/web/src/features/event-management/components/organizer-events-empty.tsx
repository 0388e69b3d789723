import { Trans } from '@lingui/react/macro';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { DashboardTab } from './dashboard-tabs';

/** What a dashboard tab shows when it has no events; the Upcoming tab offers to create one. */
export function OrganizerEventsEmpty({ tab }: { tab: DashboardTab }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CalendarPlus aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-gray-900">
        {tab === 'upcoming' ? <Trans>No upcoming events</Trans> : <Trans>No past events yet</Trans>}
      </p>
      <p className="mt-1 max-w-sm text-sm text-gray-700">
        {tab === 'upcoming' ? (
          <Trans>Create an event and it will show here, ready to sell tickets.</Trans>
        ) : (
          <Trans>Events move here once their date has passed.</Trans>
        )}
      </p>
      {tab === 'upcoming' ? (
        <Link to={paths.createEvent} className={buttonClasses({ className: 'mt-5' })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Create New Event</Trans>
        </Link>
      ) : null}
    </Card>
  );
}
