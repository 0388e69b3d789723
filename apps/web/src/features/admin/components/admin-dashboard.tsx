import { Trans, useLingui } from '@lingui/react/macro';
import Flag from 'lucide-react/icons/flag';
import History from 'lucide-react/icons/history';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminStats } from '../api/get-admin-stats';
import { useAllEvents } from '../api/get-all-events';
import { AdminEventDetailsDialog } from './admin-event-details-dialog';
import { AdminPageHeader } from './admin-page-header';
import { AdminStatsCards } from './admin-stats-cards';
import { AllEventsSection } from './all-events-section';
import { CategoriesSection } from './categories-section';
import { DeleteEventDialog } from './delete-event-dialog';
import type { ActionableEvent } from './event-row-actions';

/** The Admin Dashboard (/admin): links to the inboxes, the platform's figures, categories and every event. */
export function AdminDashboard() {
  const { t } = useLingui();
  const stats = useAdminStats();
  const categories = useAdminCategories();
  const events = useAllEvents();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ActionableEvent | null>(null);

  // The first load failing is 'Failed to fetch admin data'; categories failing to refresh later (after an add or a
  // delete) is 'Failed to fetch categories' (spec §8).
  const categoriesLoaded = useRef(false);
  if (categories.data) categoriesLoaded.current = true;
  const initialFailure = stats.isError || events.isError || (categories.isError && !categoriesLoaded.current);
  useEffect(() => {
    if (initialFailure) toast.error(t`Failed to fetch admin data`, { id: 'admin-data-failed' });
  }, [initialFailure, t]);
  const categoriesRefreshFailed = categories.isError && categoriesLoaded.current;
  useEffect(() => {
    if (categoriesRefreshFailed)
      toast.error(t`Failed to fetch categories`, { id: 'admin-categories-failed' });
  }, [categoriesRefreshFailed, t]);

  const now = useMemo(
    () => (events.dataUpdatedAt ? new Date(events.dataUpdatedAt) : new Date()),
    [events.dataUpdatedAt],
  );

  return (
    <div className="space-y-10">
      <AdminPageHeader
        title={t`Admin Dashboard`}
        subtitle={t`Platform figures, categories and every event, with the tools to keep them in order.`}
        actions={
          <>
            <Link to={paths.adminContacts} className={buttonClasses({ variant: 'outline' })}>
              <MessageSquare aria-hidden="true" className="size-4" />
              <Trans>Manage Contacts</Trans>
            </Link>
            <Link to={paths.adminFlaggedEvents} className={buttonClasses({ variant: 'outline' })}>
              <Flag aria-hidden="true" className="size-4" />
              <Trans>Flagged Events</Trans>
            </Link>
            <Link to={paths.adminAuditLog} className={buttonClasses({ variant: 'outline' })}>
              <History aria-hidden="true" className="size-4" />
              <Trans>Audit Log</Trans>
            </Link>
            <Link to={paths.adminEmails} className={buttonClasses({ variant: 'outline' })}>
              <Mail aria-hidden="true" className="size-4" />
              <Trans>E-mails</Trans>
            </Link>
          </>
        }
      />

      {stats.isError && !stats.data ? (
        <p className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <Trans>The statistics could not be loaded.</Trans>{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void stats.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <AdminStatsCards stats={stats.data} />
      )}

      <CategoriesSection
        categories={categories.data}
        isPending={categories.isPending}
        isError={categories.isError}
        onRetry={() => void categories.refetch()}
      />

      <AllEventsSection
        events={events.data}
        isPending={events.isPending}
        isError={events.isError}
        onRetry={() => void events.refetch()}
        onDetails={setDetailsId}
        onDelete={setDeleting}
        now={now}
      />

      <AdminEventDetailsDialog eventId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
