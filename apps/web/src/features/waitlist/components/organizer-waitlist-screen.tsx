import { Trans, useLingui } from '@lingui/react/macro';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Users from 'lucide-react/icons/users';
import { OrganizerEventHeader } from '@/components/layouts/organizer-event-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { isRefusedOrMissing } from '@/lib/api-refusals';
import { useManagedWaitlist } from '../api/get-managed-waitlist';
import { WaitlistEntriesTable } from './waitlist-entries-table';
import { WaitlistLineCounts } from './waitlist-line-counts';
import { WaitlistSettingsForm } from './waitlist-settings-form';

/** /events/{id}/waitlist: the event's organizer (or an admin) sets the waitlist up and sees who waits. */
export function OrganizerWaitlistScreen({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const query = useManagedWaitlist(eventId);
  const waitlist = query.data;
  const eventTitle = waitlist?.eventTitle;

  return (
    <div className="space-y-8">
      <title>
        {eventTitle !== undefined ? t`Waitlist: ${eventTitle} — TicketMela` : t`Waitlist — TicketMela`}
      </title>
      <OrganizerEventHeader
        icon={<ListOrdered aria-hidden="true" className="size-6" />}
        title={<Trans>Waitlist</Trans>}
        eventTitle={eventTitle}
      />

      {query.isPending ? (
        <ListSkeleton label={t`Loading the waitlist...`} rows={4} rowClassName="h-16" />
      ) : query.isError ? (
        isRefusedOrMissing(query.error) ? (
          <Alert tone="warning" title={t`This waitlist is not yours to see`}>
            <Trans>Only the event's organizer or an admin can see its waitlist.</Trans>
          </Alert>
        ) : (
          <LoadFailed title={t`The waitlist could not be loaded.`} onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <Card className="p-4 sm:p-7">
            <section aria-labelledby="waitlist-settings-heading" className="space-y-5">
              <h2 id="waitlist-settings-heading" className="text-xl font-bold text-gray-900">
                <Trans>Settings</Trans>
              </h2>
              <WaitlistSettingsForm
                key={`${query.data.enabled}:${query.data.offerHours}`}
                waitlist={query.data}
              />
            </section>
          </Card>
          <section aria-labelledby="waitlist-lines-heading" className="space-y-4">
            <h2 id="waitlist-lines-heading" className="text-xl font-bold text-gray-900">
              <Trans>Lines</Trans>
            </h2>
            {query.data.lines.length > 0 ? (
              <WaitlistLineCounts lines={query.data.lines} />
            ) : (
              <p className="text-gray-700">
                <Trans>Nobody has joined the waitlist yet.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="waitlist-entries-heading" className="space-y-4">
            <h2 id="waitlist-entries-heading" className="text-xl font-bold text-gray-900">
              <Trans>People</Trans>
            </h2>
            {query.data.entries.length > 0 ? (
              <WaitlistEntriesTable entries={query.data.entries} />
            ) : (
              <EmptyState
                icon={<Users aria-hidden="true" className="size-7" />}
                title={t`Nobody on the waitlist`}
              >
                <p className="mt-1 max-w-sm text-sm text-gray-700">
                  <Trans>
                    When tickets sell out, the people who join the line appear here in their order.
                  </Trans>
                </p>
              </EmptyState>
            )}
          </section>
        </>
      )}
    </div>
  );
}
