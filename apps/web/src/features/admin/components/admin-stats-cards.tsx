import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStats } from '@ticketmela/domain';
import Ban from 'lucide-react/icons/ban';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import Ticket from 'lucide-react/icons/ticket';
import TicketCheck from 'lucide-react/icons/ticket-check';
import { formatInr } from '@/lib/format';
import { countText, StatCard } from './stat-card';

/** The six platform figures of the admin dashboard; revenue in rupees, en-IN. */
export function AdminStatsCards({ stats }: { stats: AdminStats | undefined }) {
  const { t } = useLingui();
  const icon = 'size-5 sm:size-6';
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        <Trans>Platform statistics</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          label={t`Total Events`}
          value={stats ? countText(stats.totalEvents) : null}
          accent="bg-night-100 text-night-800"
          icon={<CalendarDays aria-hidden="true" className={icon} />}
        />
        <StatCard
          label={t`Active Events`}
          value={stats ? countText(stats.activeEvents) : null}
          accent="bg-green-100 text-green-800"
          icon={<CalendarCheck aria-hidden="true" className={icon} />}
        />
        <StatCard
          label={t`Cancelled Events`}
          value={stats ? countText(stats.cancelledEvents) : null}
          accent="bg-red-100 text-red-800"
          icon={<Ban aria-hidden="true" className={icon} />}
        />
        <StatCard
          label={t`Total Bookings`}
          value={stats ? countText(stats.totalBookings) : null}
          accent="bg-blue-100 text-blue-800"
          icon={<Ticket aria-hidden="true" className={icon} />}
        />
        <StatCard
          label={t`Active Bookings`}
          value={stats ? countText(stats.activeBookings) : null}
          accent="bg-purple-100 text-purple-800"
          icon={<TicketCheck aria-hidden="true" className={icon} />}
        />
        <StatCard
          label={t`Total Revenue`}
          value={stats ? formatInr(stats.totalRevenue) : null}
          accent="bg-brand-100 text-brand-800"
          icon={<IndianRupee aria-hidden="true" className={icon} />}
        />
      </div>
    </section>
  );
}
