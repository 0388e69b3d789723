import { Trans, useLingui } from '@lingui/react/macro';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Ticket from 'lucide-react/icons/ticket';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/format';
import { useProfileStats } from '../api/get-profile-stats';

function StatCard({
  label,
  value,
  icon,
  accent,
  loading,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  accent: string;
  loading: boolean;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', accent)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-700">{label}</p>
        {loading ? (
          <Skeleton className="mt-1.5 h-7 w-16" />
        ) : (
          <p className="mt-0.5 truncate text-2xl font-bold text-gray-900">{value}</p>
        )}
      </div>
    </Card>
  );
}

export function ProfileStats({ userId }: { userId: string }) {
  const { t } = useLingui();
  const stats = useProfileStats(userId);
  const loading = stats.isPending;
  const data = stats.data;
  const show = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-IN'));

  return (
    <section aria-labelledby="profile-stats-heading" aria-busy={loading || undefined}>
      <h2 id="profile-stats-heading" className="sr-only">
        <Trans>Your bookings at a glance</Trans>
      </h2>
      {loading ? (
        <p role="status" className="sr-only">
          <Trans>Loading your booking statistics...</Trans>
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t`Total Bookings`}
          value={show(data?.totalBookings)}
          loading={loading}
          accent="bg-brand-100 text-brand-800"
          icon={<Ticket aria-hidden="true" className="size-6" />}
        />
        <StatCard
          label={t`Upcoming Events`}
          value={show(data?.upcomingEvents)}
          loading={loading}
          accent="bg-blue-100 text-blue-800"
          icon={<CalendarClock aria-hidden="true" className="size-6" />}
        />
        <StatCard
          label={t`Completed Events`}
          value={show(data?.completedEvents)}
          loading={loading}
          accent="bg-green-100 text-green-800"
          icon={<CalendarCheck aria-hidden="true" className="size-6" />}
        />
        <StatCard
          label={t`Total Spent`}
          value={data ? formatInr(data.totalSpent) : '—'}
          loading={loading}
          accent="bg-purple-100 text-purple-800"
          icon={<Wallet aria-hidden="true" className="size-6" />}
        />
      </div>
      {stats.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800" role="alert">
          <span>
            <Trans>We could not load your booking statistics.</Trans>
          </span>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
