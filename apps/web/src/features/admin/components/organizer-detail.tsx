import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Ban from 'lucide-react/icons/ban';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Flag from 'lucide-react/icons/flag';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useBanUserMutation } from '../api/ban-user';
import { useDeleteUserMutation } from '../api/delete-user';
import { useOrganizerDetails } from '../api/get-organizer-details';
import { useUnbanUserMutation } from '../api/unban-user';
import { AdminPageHeader } from './admin-page-header';
import { BanOrganizerDialog } from './ban-organizer-dialog';
import { ExplainedButton } from './explained-button';
import { OrganizerHeaderCard, OrganizerInfoColumns } from './organizer-profile';
import { EventsTab, OverviewTab, ReportsTab } from './organizer-tabs';
import { countText, StatCard } from './stat-card';
import { Tabs } from './tabs';

type Tab = 'overview' | 'events' | 'reports';
const TAB_IDS: Tab[] = ['overview', 'events', 'reports'];

/** Back one page, or to the dashboard when this page was opened directly (no page to go back to). */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate(paths.admin);
    else navigate(-1);
  };
}

/** Organizer Details (/admin/organizer/:id): who they are, their figures, events and reports; contact, ban, delete. */
export function OrganizerDetail({ organizerId }: { organizerId: string }) {
  const { t } = useLingui();
  const query = useOrganizerDetails(organizerId);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab') as Tab | null;
  const tab: Tab = requestedTab && TAB_IDS.includes(requestedTab) ? requestedTab : 'overview';
  const [banning, setBanning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const banMutation = useBanUserMutation();
  const unbanMutation = useUnbanUserMutation();
  const deleteMutation = useDeleteUserMutation();

  const now = useMemo(
    () => (query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : new Date()),
    [query.dataUpdatedAt],
  );

  const backButton = (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Dashboard</Trans>
    </Button>
  );

  if (query.isPending) {
    return (
      <div className="space-y-8">
        <AdminPageHeader title={t`Organizer Details`} before={backButton} />
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-gray-700">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
          <Trans>Loading organizer details...</Trans>
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="space-y-8">
        <AdminPageHeader title={t`Organizer Details`} before={backButton} />
        <Card className="mx-auto flex max-w-lg flex-col items-center p-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
            <TriangleAlert aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-bold text-gray-900">
            <Trans>Error Loading Data</Trans>
          </h2>
          <p role="alert" className="mt-2 text-gray-700">
            {errorMessage(query.error, t`Failed to fetch organizer details`)}
          </p>
          <Button
            className="mt-6"
            onClick={goBack}
            icon={<ArrowLeft aria-hidden="true" className="size-4" />}
          >
            <Trans>Go Back</Trans>
          </Button>
        </Card>
      </div>
    );
  }

  const details = query.data;
  const { organizer, statistics } = details;
  const protectedAdmin = isAdmin(organizer.role);
  const name = organizer.name;

  function ban(reason: string) {
    banMutation.mutate(
      { id: organizer._id, reason },
      {
        onSuccess: () => {
          toast.success(t`User banned successfully`);
          setBanning(false);
        },
        onError: (error) => toast.error(errorMessage(error, t`Failed to ban user`)),
      },
    );
  }

  function unban() {
    unbanMutation.mutate(organizer._id, {
      onSuccess: () => toast.success(t`User unbanned successfully`),
      onError: (error) => toast.error(errorMessage(error, t`Failed to unban user`)),
    });
  }

  function remove() {
    deleteMutation.mutate(organizer._id, {
      onSuccess: () => {
        toast.success(t`User deleted successfully`);
        setDeleting(false);
        navigate(paths.admin, { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, t`Failed to delete user`)),
    });
  }

  const contactHref = organizer.email
    ? `mailto:${organizer.email}`
    : organizer.phone
      ? `tel:${organizer.phone}`
      : null;

  const actions = (
    <>
      {contactHref ? (
        <a href={contactHref} className={buttonClasses({ variant: 'outline' })}>
          <Mail aria-hidden="true" className="size-4" />
          <Trans>Contact</Trans>
        </a>
      ) : (
        <Button
          variant="outline"
          icon={<Mail aria-hidden="true" className="size-4" />}
          onClick={() => toast.error(t`No email address available for this organizer`)}
        >
          <Trans>Contact</Trans>
        </Button>
      )}
      {organizer.phone ? (
        <a href={`tel:${organizer.phone}`} className={buttonClasses({ variant: 'outline' })}>
          <Phone aria-hidden="true" className="size-4" />
          <Trans>Call</Trans>
        </a>
      ) : (
        <ExplainedButton
          variant="outline"
          unavailableReason={t`No phone number available`}
          onUnavailableClick={() =>
            toast.error(t`No phone number available for this organizer`, { id: 'no-organizer-phone' })
          }
          icon={<Phone aria-hidden="true" className="size-4" />}
        >
          <Trans>Call</Trans>
        </ExplainedButton>
      )}
      {organizer.isBanned ? (
        <Button
          variant="secondary"
          busy={unbanMutation.isPending}
          onClick={unban}
          icon={<UserCheck aria-hidden="true" className="size-4" />}
        >
          {unbanMutation.isPending ? t`Unbanning...` : t`Unban User`}
        </Button>
      ) : (
        <ExplainedButton
          variant="danger"
          unavailableReason={protectedAdmin ? t`Cannot ban admin users` : null}
          onClick={() => setBanning(true)}
          icon={<Ban aria-hidden="true" className="size-4" />}
        >
          <Trans>Ban User</Trans>
        </ExplainedButton>
      )}
      <Link to={paths.adminOrganizerTax(organizer._id)} className={buttonClasses({ variant: 'outline' })}>
        <ReceiptIndianRupee aria-hidden="true" className="size-4" />
        <Trans>Tax Documents</Trans>
      </Link>
      <ExplainedButton
        variant="danger"
        unavailableReason={protectedAdmin ? t`Cannot delete admin users` : null}
        onClick={() => setDeleting(true)}
        icon={<Trash2 aria-hidden="true" className="size-4" />}
      >
        <Trans>Delete</Trans>
      </ExplainedButton>
    </>
  );

  return (
    <div className="space-y-8">
      <AdminPageHeader title={t`Organizer Details`} before={backButton} />
      <OrganizerHeaderCard organizer={organizer} actions={actions} />
      <OrganizerInfoColumns organizer={organizer} />

      <section
        aria-label={t`Organizer statistics`}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        <StatCard
          label={t`Total Events`}
          value={countText(statistics.totalEvents)}
          accent="bg-night-100 text-night-800"
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label={t`Active Events`}
          value={countText(statistics.activeEvents)}
          accent="bg-green-100 text-green-800"
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label={t`Total Attendees`}
          value={countText(statistics.totalAttendees)}
          accent="bg-blue-100 text-blue-800"
          icon={<Users aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label={t`Reports`}
          value={countText(statistics.totalReports)}
          accent="bg-red-100 text-red-800"
          icon={<Flag aria-hidden="true" className="size-5" />}
        />
      </section>

      <Tabs<Tab>
        label={t`Organizer details`}
        idPrefix="organizer-detail"
        selected={tab}
        onSelect={(next) => setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        items={[
          { id: 'overview', label: t`Overview` },
          { id: 'events', label: t`Events`, count: details.events.length },
          { id: 'reports', label: t`Reports`, count: details.allReports.length },
        ]}
      >
        {tab === 'overview' ? <OverviewTab details={details} /> : null}
        {tab === 'events' ? <EventsTab events={details.events} now={now} /> : null}
        {tab === 'reports' ? <ReportsTab reports={details.allReports} /> : null}
      </Tabs>

      <BanOrganizerDialog
        open={banning}
        onOpenChange={setBanning}
        name={organizer.name}
        busy={banMutation.isPending}
        onConfirm={ban}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Confirm Deletion`}
        description={t`Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove the organizer and all their events.`}
        confirmText={t`Delete`}
        busy={deleteMutation.isPending}
        busyText={t`Deleting...`}
        onConfirm={remove}
      />
    </div>
  );
}
