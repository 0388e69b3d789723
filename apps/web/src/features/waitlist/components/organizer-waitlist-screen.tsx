import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useManagedWaitlist } from '../api/get-managed-waitlist';
import { WaitlistEntriesTable } from './waitlist-entries-table';
import { WaitlistLineCounts } from './waitlist-line-counts';
import { WaitlistSettingsForm } from './waitlist-settings-form';

function BackToDashboard() {
  return (
    <Link
      to={paths.organizer}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Organizer Dashboard</Trans>
    </Link>
  );
}

/** Not the organizer's event (403) or no such event (404, 400 for an id that cannot be one). */
function isRefused(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.statusCode);
}

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
      <div>
        <BackToDashboard />
        <header className="mt-2 flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <ListOrdered aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
              <Trans>Waitlist</Trans>
            </h1>
            {waitlist ? <p className="mt-1 break-words text-gray-700">{waitlist.eventTitle}</p> : null}
          </div>
        </header>
      </div>

      {query.isPending ? (
        <ListSkeleton label={t`Loading the waitlist...`} rows={4} rowClassName="h-16" />
      ) : query.isError ? (
        isRefused(query.error) ? (
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
