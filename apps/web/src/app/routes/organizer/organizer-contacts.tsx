import { Trans, useLingui } from '@lingui/react/macro';
import { canOrganize } from '@ticketmela/domain';
import Inbox from 'lucide-react/icons/inbox';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { OrganizerInbox } from '@/features/contacts/components/organizer-inbox';
import { useCurrentUser } from '@/lib/session';

export default function OrganizerContactsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <PageContainer>
      {canOrganize(user.role) ? (
        <OrganizerInbox />
      ) : (
        <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
          <title>{t`Event Inquiries — TicketMela`}</title>
          <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-700">
            <Inbox aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-gray-900">
            <Trans>Event Inquiries</Trans>
          </h1>
          <p className="mt-2 text-gray-700">
            <Trans>
              Questions from attendees arrive here once you organize an event. Create your first event to get
              started.
            </Trans>
          </p>
          <Link to={paths.createEvent} className={buttonClasses({ className: 'mt-6' })}>
            <Trans>Create Event</Trans>
          </Link>
        </Card>
      )}
    </PageContainer>
  );
}
