import { useLingui } from '@lingui/react/macro';
import Ban from 'lucide-react/icons/ban';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import LayoutList from 'lucide-react/icons/layout-list';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { DashboardTotals } from './event-stats';

function SummaryCard({
  label,
  value,
  icon,
  accent,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  accent: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11', accent)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-700">{label}</p>
        <p className="text-2xl font-bold text-gray-900">{value}</p>
      </div>
    </Card>
  );
}

/** The dashboard's four summary cards: total, upcoming and cancelled events, and seats booked ('—' while unknown). */
export function DashboardSummary({ totals }: { totals: DashboardTotals | null }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Summary`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard
        label={t`Total Events`}
        value={totals ? totals.total : '—'}
        accent="bg-night-100 text-night-800"
        icon={<LayoutList aria-hidden="true" className="size-5" />}
      />
      <SummaryCard
        label={t`Upcoming`}
        value={totals ? totals.activeUpcoming : '—'}
        accent="bg-blue-100 text-blue-800"
        icon={<CalendarClock aria-hidden="true" className="size-5" />}
      />
      <SummaryCard
        label={t`Seats Booked`}
        value={totals ? totals.seatsBooked.toLocaleString('en-IN') : '—'}
        accent="bg-brand-100 text-brand-800"
        icon={<Users aria-hidden="true" className="size-5" />}
      />
      <SummaryCard
        label={t`Cancelled`}
        value={totals ? totals.cancelled : '—'}
        accent="bg-red-100 text-red-800"
        icon={<Ban aria-hidden="true" className="size-5" />}
      />
    </section>
  );
}
