import { Trans } from '@lingui/react/macro';
import MessageSquare from 'lucide-react/icons/message-square';
import Plus from 'lucide-react/icons/plus';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The dashboard's heading and its links: Messages (with the number of pending inquiries), Tax, Create New Event. */
export function OrganizerDashboardHeader({ pendingMessages }: { pendingMessages?: number | undefined }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Organizer Dashboard</Trans>
        </h1>
        <p className="mt-2 text-gray-700">
          <Trans>Create and manage your events, follow sales and check tickets at the door.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.organizerContacts} className={buttonClasses({ variant: 'outline' })}>
          <MessageSquare aria-hidden="true" className="size-4" />
          <Trans>Messages</Trans>
          {pendingMessages ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {pendingMessages.toLocaleString('en-IN')}
              <span className="sr-only">
                {' '}
                <Trans>pending</Trans>
              </span>
            </span>
          ) : null}
        </Link>
        <Link to={paths.organizerTax} className={buttonClasses({ variant: 'outline' })}>
          <ReceiptIndianRupee aria-hidden="true" className="size-4" />
          <Trans>Tax</Trans>
        </Link>
        <Link to={paths.createEvent} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Create New Event</Trans>
        </Link>
      </div>
    </header>
  );
}
